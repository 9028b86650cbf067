/**
 * A text pack with only `paths` in it: a group whole (`errors`) or one text (`common.viewDetails`).
 * An embedded widget's build ships its packs so (build/widget-texts.ts): a partner's page
 * downloads the texts the widget shows, not every page's. A path the pack lacks is an error.
 */
export function pickTexts<T extends object>(texts: T, paths: readonly string[]): Partial<T> {
  const picked: Record<string, unknown> = {};
  for (const key of paths) {
    const segments = key.split('.');
    let from: unknown = texts;
    let into = picked;
    for (const [index, segment] of segments.entries()) {
      if (typeof from !== 'object' || from === null || !(segment in from)) throw new Error(`the texts have no ${key}`);
      from = (from as Record<string, unknown>)[segment];
      if (index === segments.length - 1) into[segment] = from;
      else into = (into[segment] ??= {}) as Record<string, unknown>;
    }
  }
  return picked as Partial<T>;
}
