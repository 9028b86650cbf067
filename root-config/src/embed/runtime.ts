import type { EmbedRuntime } from '@site/shared/contract';

declare const __webpack_public_path__: string;

/**
 * What every widget takes from this runtime, as the site's sections take it from the site's host
 * (build/shared-deps.ts `hostProvided`: their containers bring no copy of it), loaded before any
 * widget container starts: React, the signals core, wouter and the doors of '@site/shared' the
 * widgets use, one copy for every widget on the page. Imported, not loaded by name with
 * `loadShare`: the bundler provides a shared package only when this build imports it. Not the
 * doors of a site's page (blocks, page), which no widget imports: one would fail to load here.
 * The widgets' frame ('@site/shared/embed') comes from a widget's own container.
 */
const loadSingletons = () =>
  Promise.all([
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/client'),
    import('@preact/signals-core'),
    import('wouter'),
    import('@site/shared/state'),
    import('@site/shared/format'),
    import('@site/shared/i18n'),
    import('@site/shared/site'),
    import('@site/shared/api'),
    import('@site/shared/react'),
    import('@site/shared/ui'),
    import('@site/shared/offline'),
  ]);

/** The site this runtime was loaded from: `https://site/` for `https://site/embed-host/host.js`. */
function siteRoot(): URL {
  return new URL('../', new URL(__webpack_public_path__, document.baseURI));
}

export async function startRuntime(): Promise<EmbedRuntime> {
  await loadSingletons();
  const [{ connectOfflineStore }, { createRuntime }] = await Promise.all([import('@site/shared/offline'), import('./mount')]);
  // As on the site: a consultation sent without a network is kept and sent once it is back.
  connectOfflineStore();
  return createRuntime(siteRoot());
}
