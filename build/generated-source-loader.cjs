/**
 * A loader that gives a module the source its options hold, generated when the build's
 * configuration is made (build/reply-parsers.ts): `sources[key]`, where `key` is the request's
 * `?parser=` (or `''` for the module itself).
 */
module.exports = function generatedSource() {
  const { sources } = this.getOptions();
  const key = new URLSearchParams(this.resourceQuery).get('parser') ?? '';
  if (!Object.hasOwn(sources, key)) throw new Error(`no generated source for "${key}" of ${this.resourcePath}`);
  return sources[key];
};
