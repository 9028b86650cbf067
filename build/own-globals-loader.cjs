/**
 * A loader of the widgets' builds (build/widget-build.ts) for the few modules of dependencies
 * that keep state on `globalThis` (zod's config and schema registry): they keep it in an object
 * of their module instead, so a widget puts nothing on a partner page's `window`. One copy of
 * each in a widget's bundle, so nothing was shared through the global anyway.
 */
module.exports = function ownGlobals(source) {
  return `const __widgetOwnGlobals = {};\n${source.replace(/\bglobalThis\b/g, '__widgetOwnGlobals')}`;
};
