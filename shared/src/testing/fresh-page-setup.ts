/**
 * Vitest setup of the `unit-dom` project, whose component files share one jsdom window and one
 * module graph per worker (vitest.config.ts; docs/testing.md#three-unit-projects). Each file
 * starts on the page a file of its own would get: the URL it began with, an empty document,
 * nothing stored, no cookie, and the page's signals at their defaults. A file that changes
 * something else of the window (a prototype, a property of `navigator`) puts it back itself.
 */
import { DEFAULT_LANGUAGE, DEFAULT_THEME, language, offlineMode, theme } from '@site/shared/state';
import { resetRequestClient } from '@site/shared/request';
import { afterAll, beforeAll, vi } from 'vitest';

const firstUrl = window.location.href;

beforeAll(() => {
  window.history.replaceState(null, '', firstUrl);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  language.value = DEFAULT_LANGUAGE;
  theme.value = DEFAULT_THEME;
  offlineMode.value = false;
  resetRequestClient();
});

// A file whose last test started an `import()` (a form's focus preloads the offline store) must
// not end with it in flight: vitest rejects a module fetch still pending when a file ends, and
// the module that failed so would stay failed for every later file of the worker.
afterAll(() => vi.dynamicImportSettled());
