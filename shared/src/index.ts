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
export * from './routes';
export * from './company';
export * from './navigation';
export * from './contract';
