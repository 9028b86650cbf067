/**
 * For the embedded widgets' tests: their text packs as their builds ship them (`pickTexts`), where
 * reading a text that was left out is written down instead of being `undefined` on a partner's
 * page. '@site/shared/testing/shipped-texts' is no door: no page loads it.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { textPackNames } from '@site/shared/contract';
import { forgetLoadedTexts, loadTexts } from '../i18n/dictionaries';
import { pickTexts } from '../i18n/pick';

/** Keys a runtime or a test library may probe on any object: not texts. */
const probes = new Set([
  'then',
  'toJSON',
  'constructor',
  'asymmetricMatch',
  'nodeType',
  'tagName',
  '$$typeof',
  '@@__IMMUTABLE_ITERABLE__@@',
  '@@__IMMUTABLE_RECORD__@@',
]);

function watched(value: unknown, path: string, missing: string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const found: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol' || probes.has(key)) return found;
      if (!(key in target)) {
        missing.push(`${path}${key}`);
        return undefined;
      }
      return watched(found, `${path}${key}.`, missing);
    },
  });
}

/**
 * `texts` with only `paths`, as a widget's build ships them; every text read that is not among
 * them is pushed onto `missing` (`errors.timeout`), which a test then expects to stay empty.
 */
export function shippedTexts<T extends object>(texts: T, paths: readonly string[], missing: string[]): T {
  return watched(pickTexts(texts, paths), '', missing) as T;
}

/** A text pack's module (`{ enCore }`) as a widget's build ships it: for `vi.mock(path, (original) => shippedModule(original, paths, missing))`. */
export async function shippedModule<M extends object>(original: () => Promise<M>, paths: readonly string[], missing: string[]): Promise<M> {
  const module = await original();
  return Object.fromEntries(Object.entries(module).map(([name, texts]) => [name, shippedTexts(texts as object, paths, missing)])) as M;
}

/**
 * Loads every pack of both languages again, as the unit tests' set-up does, after forgetting the
 * ones it loaded: a test that mocked a pack's module (`shippedModule`) then renders with that.
 */
export async function reloadTexts(): Promise<void> {
  forgetLoadedTexts();
  await Promise.all((['ar', 'en'] as const).flatMap((lang) => textPackNames.map((pack) => loadTexts(lang, pack))));
}

/**
 * A widget's component test with its packs as its build ships them (the modules mocked with
 * `shippedModule`, recording into `missing`): loaded before the tests, and after each test no
 * text read that the build leaves out (the widget's texts.ts lists what it ships).
 */
export function withShippedTexts(missing: string[]): void {
  // The set-up loaded the site's packs: these are the widget's.
  beforeAll(reloadTexts);
  afterEach(() => {
    expect(missing.splice(0), 'texts the widget reads that its build leaves out (its texts.ts)').toEqual([]);
  });
}
