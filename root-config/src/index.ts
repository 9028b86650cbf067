// The host's stylesheet is part of the entry, so the page links it in its <head>: the
// server-rendered first screen is styled from the first paint, before any script runs.
import './styles.css';
import { provideBundlerRuntime } from './federation/provide-bundler-runtime';

// Before any container's remote entry runs: they use the host's bundler runtime.
provideBundlerRuntime();

// Async boundary: the federation runtime initialises the share scope before any shared
// module (react, the doors of @site/shared, ...) is requested, so nothing needs `eager: true`.
import('./bootstrap').catch((error: unknown) => {
  console.error('[root-config] failed to start', error);
});
