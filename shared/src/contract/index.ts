/** The wire contract: zod schemas shared by the API server and the browser client. */
export * from './envelope';
export * from './services';
export * from './remote-manifest';
