// Async boundary: the federation runtime initialises the share scope before any shared
// module (react, @site/shared, ...) is requested, so nothing needs `eager: true`.
import('./bootstrap').catch((error: unknown) => {
  console.error('[root-config] failed to start', error);
});
