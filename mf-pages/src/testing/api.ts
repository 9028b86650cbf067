import { resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import type { Language } from '@site/shared/contract';
import { vi } from 'vitest';
import { apiPath } from './page-fixtures';

type Handler = (url: string) => Response | Promise<Response>;

/**
 * Stubs `fetch` with the API: each path (without `?lang=`, as `apiPath` gives it) answers with
 * its handler; anything else is a 404. Starts a fresh request client in `lang`.
 */
export function serveApi(routes: Record<string, Handler>, lang: Language = 'en') {
  setLanguage(lang);
  resetRequestClient();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const handler = routes[apiPath(url)];
    return handler ? handler(url) : new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, asked: () => fetchMock.mock.calls.map(([input]) => apiPath(input instanceof Request ? input.url : String(input))) };
}
