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
// The wire contract: only its types, and the zod-free checks of the two documents the host
// reads first (page data, remote manifest). The reply schemas (zod) are a chunk of their own,
// loaded with the first reply that needs a check (api/reply-check.ts); the whole contract,
// values included, is '@site/shared/contract' (the API server's).
export type * from './contract/envelope';
export type * from './contract/common';
export type * from './contract/services';
export type * from './contract/clients';
export type * from './contract/pages';
export * from './contract/choices';
export * from './contract/validation-text';
export type * from './contract/health';
export * from './contract/remote-manifest';
export * from './contract/page-data';
export type * from './contract/html-forms';
export type * from './contract/projects';
export type * from './contract/blogs';
export type * from './contract/portfolio';
export type * from './contract/submissions';
// The embed widgets' types only: their frame (mountWidget, fonts, shadow-root stylesheet) is
// '@site/shared/embed', bundled into the widget chunks, so the site's first load never carries it.
export type * from './embed/types';
