import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The request client in the real browser (docs/product.md#request-rules): however many sections of a page
 * read the same data, each distinct API URL is answered once (in-flight sharing and the
 * reply cache), and switching the language back does not ask again (cache per language).
 * "Answered" is the rule's word: a request the client aborted because every reader left it, or
 * one that failed and was tried again, is no second answer. Each request's outcome is in a
 * failing assertion's message: a CI run on a loaded machine once asked twice for the English
 * contact data, a reader coming while the first reply was being checked (request.ts now keeps a
 * read shared until its reply is cached; request.test.ts has the case).
 */

const env = useSiteAndBrowser();

/** Every call the page makes to the API (fetch, not images), by method and URL: how often it was asked, and each outcome. */
interface ApiRequests {
  asked: Map<string, number>;
  /** the 2xx replies per URL */
  answered: Map<string, number>;
  /** each request's outcome in order, `URL: status` or `URL: the failure`, for a failing assertion's message */
  outcomes: string[];
  /**
   * Resolves once every finished request's response has been read into `answered`: reading it is
   * a call to the browser, which the page's `networkidle` does not wait for. Awaited before
   * counting, and before the context closes (a read the closing page cut short once rejected
   * with nothing to catch it, failing a CI run).
   */
  settled: () => Promise<void>;
}

function watchApiRequests(page: Page): ApiRequests {
  const reads: Promise<void>[] = [];
  const watched: ApiRequests = { asked: new Map(), answered: new Map(), outcomes: [], settled: () => Promise.all(reads).then(() => undefined) };
  const keyOf = (request: Request): string | undefined => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !['fetch', 'xhr'].includes(request.resourceType())) return undefined;
    return `${request.method()} ${url.pathname}${url.search}`;
  };
  page.on('request', (request) => {
    const key = keyOf(request);
    if (key) watched.asked.set(key, (watched.asked.get(key) ?? 0) + 1);
  });
  page.on('requestfinished', (request) => {
    const key = keyOf(request);
    if (!key) return;
    reads.push(
      request.response().then(
        (response) => {
          watched.outcomes.push(`${key}: ${response?.status() ?? 'no response'}`);
          if (response?.ok()) watched.answered.set(key, (watched.answered.get(key) ?? 0) + 1);
        },
        (error: unknown) => {
          watched.outcomes.push(`${key}: its response could not be read (${String(error)})`);
        },
      ),
    );
  });
  page.on('requestfailed', (request) => {
    const key = keyOf(request);
    if (key) watched.outcomes.push(`${key}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return watched;
}

function repeated(counts: Map<string, number>): [string, number][] {
  return [...counts].filter(([, count]) => count > 1);
}

describe('API requests of the home page', () => {
  it('asks for nothing the page brought, then requests each distinct API URL once, with the language, and JSON headers', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG' });
    const requests = watchApiRequests(page);
    const counts = requests.asked;
    const accepts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.resourceType() === 'fetch') accepts.push(request.headers()['accept'] ?? '');
    });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.getByTestId('service-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The server rendered the first screen with its data and put it into the page.
    expect([...counts.keys()]).toEqual([]);

    // The other language's data is the browser's to read: once per URL.
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => page.getByTestId('service-card').first().locator('h3').textContent()).toMatch(/[A-Za-z]/);
    await page.waitForLoadState('networkidle');
    expect([...counts.keys()]).toContain('GET /api/v1/services?lang=en');
    await requests.settled();
    expect(repeated(requests.answered), requests.outcomes.join('\n')).toEqual([]);
    expect([...counts.keys()].filter((key) => key.startsWith('GET ')).every((key) => /[?&]lang=en(&|$)/.test(key))).toBe(true);
    expect(accepts.every((accept) => accept.includes('application/json'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks once per language: switching back to Arabic is served from the cache', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    const requests = watchApiRequests(page);
    const counts = requests.asked;
    await page.goto(env.site.url);
    // The switcher is a link in the server's HTML: clicked before the page is live, it would load the other page.
    await waitForSite(page);
    await page.getByTestId('service-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const arabic = [...counts.keys()];

    await page.getByTestId('language-switcher').click();
    await page.getByText('We build the digital products your business grows on').waitFor();
    await page.getByTestId('service-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect([...counts.keys()]).toContain('GET /api/v1/services?lang=en');

    await page.getByTestId('language-switcher').click();
    await page.getByText('نبني المنتجات الرقمية التي تنمو بها أعمالك').waitFor();
    await page.getByTestId('service-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await requests.settled();
    expect(repeated(requests.answered), requests.outcomes.join('\n')).toEqual([]);
    for (const key of arabic) expect(requests.answered.get(key), key).toBe(1);
    // The Arabic replies came with the page and are still in the cache: none was asked for.
    expect([...counts.keys()].filter((key) => key.includes('lang=ar'))).toEqual([]);
    await context.close();
  });
});

describe('dates in the browser', () => {
  it('prints the Arabic long date as the formatters decided (Gregorian, Latin digits)', async () => {
    const { context, page } = await openPage(env.browser);
    await page.goto(`${env.site.url}/`);
    const printed = await page.evaluate(() => {
      const day = new Date(Date.UTC(2025, 8, 23));
      const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
      return { pinned: format('ar-SA-u-ca-gregory-nu-latn'), english: format('en-US') };
    });
    expect(printed.pinned).toBe('23 سبتمبر 2025');
    expect(printed.english).toBe('September 23, 2025');
    await context.close();
  });
});
