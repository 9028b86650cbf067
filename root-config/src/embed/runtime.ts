import { loadShare } from '@module-federation/enhanced/runtime';
import type { EmbedRuntime } from '@site/shared/embed/types';

declare const __webpack_public_path__: string;

/** As the site's host does (bootstrap.ts): the singletons first, so two widgets loading together never make a second react-dom. */
const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@preact/signals-core', '@site/shared'] as const;

/** The site this runtime was loaded from: `https://site/` for `https://site/embed-host/host.js`. */
function siteRoot(): URL {
  return new URL('../', new URL(__webpack_public_path__, document.baseURI));
}

export async function startRuntime(): Promise<EmbedRuntime> {
  const factories = await Promise.all(singletons.map((name) => loadShare(name)));
  for (const factory of factories) if (typeof factory === 'function') factory();
  const { createRuntime } = await import('./mount');
  return createRuntime(siteRoot());
}
