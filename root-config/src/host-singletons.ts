/**
 * What the host provides to every section and loads before any of them starts (bootstrap.ts):
 * React, the signals core and every door of '@site/shared' a page uses, in the order they are
 * evaluated (build/shared-deps.ts `hostProvided` names the same; its test holds the two equal).
 * The sections' containers bring no copy of these (`import: false`), so a page has one of each
 * whatever order things load in. Each is evaluated by its `import()`, which is also what makes
 * the bundler provide it: a build provides a shared package only when its code imports it.
 */
export const hostSingletons: readonly (readonly [name: string, evaluate: () => Promise<unknown>])[] = [
  ['react', () => import('react')],
  ['react/jsx-runtime', () => import('react/jsx-runtime')],
  ['react-dom', () => import('react-dom')],
  ['react-dom/client', () => import('react-dom/client')],
  ['@preact/signals-core', () => import('@preact/signals-core')],
  ['@site/shared/state', () => import('@site/shared/state')],
  ['@site/shared/format', () => import('@site/shared/format')],
  ['@site/shared/i18n', () => import('@site/shared/i18n')],
  ['@site/shared/site', () => import('@site/shared/site')],
  ['@site/shared/request', () => import('@site/shared/request')],
  ['@site/shared/offline', () => import('@site/shared/offline')],
  ['@site/shared/react', () => import('@site/shared/react')],
  ['@site/shared/ui', () => import('@site/shared/ui')],
  ['@site/shared/blocks', () => import('@site/shared/blocks')],
  ['@site/shared/page', () => import('@site/shared/page')],
];
