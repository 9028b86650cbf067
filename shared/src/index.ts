/**
 * '@site/shared': the one module every micro-frontend shares as a singleton. Everything
 * that crosses between apps passes through here: state signals, texts, the API client,
 * formatters, routes and UI primitives. (The wire contract is also importable alone as
 * '@site/shared/contract', which is what the API server uses.)
 */
export * from './state';
export * from './i18n';
export * from './react';
export * from './api';
export * from './format';
export * from './ui';
export * from './blocks';
export * from './page';
export * from './routes';
export * from './company';
export * from './navigation';
export * from './offline';
// The wire contract: the schemas of the first page's replies eagerly; of the other screens'
// replies only the types (their schemas load with the calls that use them, see
// api/screen-endpoints.ts). The whole contract, values included, is '@site/shared/contract'.
export * from './contract/envelope';
export * from './contract/common';
export * from './contract/services';
export * from './contract/clients';
export * from './contract/pages';
export * from './contract/choices';
export * from './contract/validation-text';
export * from './contract/health';
export * from './contract/remote-manifest';
export * from './contract/page-data';
export type * from './contract/projects';
export type * from './contract/blogs';
export type * from './contract/portfolio';
export type * from './contract/submissions';
export * from './embed';
