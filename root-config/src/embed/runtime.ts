import type { EmbedRuntime } from '@site/shared/embed/types';

declare const __webpack_public_path__: string;

/**
 * The singletons every widget takes from this runtime, loaded before any widget container starts
 * (with shareStrategy 'loaded-first' a loaded share is the one chosen), so two widgets loading
 * together never make a second react-dom. Imported, not loaded by name with `loadShare`: the
 * bundler provides a shared package only when this build imports it, and the widgets' part of
 * '@site/shared' (build/embed-shared.ts) imports neither react-dom nor wouter; the widgets' frame
 * does, from their own containers. wouter too: one copy for every widget on the page.
 */
const loadSingletons = () =>
  Promise.all([
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/client'),
    import('@preact/signals-core'),
    import('wouter'),
    import('@site/shared'),
  ]);

/** The site this runtime was loaded from: `https://site/` for `https://site/embed-host/host.js`. */
function siteRoot(): URL {
  return new URL('../', new URL(__webpack_public_path__, document.baseURI));
}

export async function startRuntime(): Promise<EmbedRuntime> {
  await loadSingletons();
  const { createRuntime } = await import('./mount');
  return createRuntime(siteRoot());
}
