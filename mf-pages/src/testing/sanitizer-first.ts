import { beforeAll } from 'vitest';
import { prepareSanitizer } from '../rich-text/sanitizer';

/**
 * For a test file that imports `ssr.ts`: loads the server's sanitiser (jsdom) before the file's
 * tests. `ssr.ts` warms it up a second after it is imported; loaded first, that warm-up finds it
 * ready. Otherwise it imports jsdom whenever its second is up, maybe in a later file of the same
 * worker (the unit project shares its modules), as that file's environment is torn down: an
 * `EnvironmentTeardownError` that once failed a run.
 */
export function loadServerSanitizerFirst(): void {
  beforeAll(() => prepareSanitizer());
}
