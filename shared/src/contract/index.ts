/** The wire contract: zod schemas shared by the API server and the browser client. */
export * from './envelope';
export * from './common';
export * from './services';
export * from './projects';
export * from './blogs';
export * from './clients';
export * from './portfolio';
export * from './pages';
export * from './choices';
export * from './validation-text';
export * from './submissions';
export * from './submission-texts';
export * from './health';
export * from './remote-manifest';
export * from './page-data';
