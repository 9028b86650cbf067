/**
 * What a widget's build gives for `@site/shared/offline` (build/widget-build.ts): on a partner's
 * page a widget keeps no offline copy and no outbox (docs/embedding.md, "What is left"), since
 * the request client there has no offline backup plugged in. The one name the code a widget
 * shares with the site takes from it is `loadOfflineStore`, which a form calls when the visitor
 * enters it, to have the outbox ready before the network goes (mf-forms/src/form/preload.ts): on
 * the site that loads the store's chunk (idb, the outbox; about 8 KB gzip), in a widget it was a
 * download for nothing. The widget's build fails on any other name (`exportsPresence`).
 */
export function loadOfflineStore(): Promise<never> {
  return Promise.reject(new Error('a widget on a partner page keeps no offline copy'));
}
