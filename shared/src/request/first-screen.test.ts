import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, InvalidResponseError } from './errors';
import { noteTextPackUsed, peekQuery, renderWithReplies, seedFirstScreen } from './first-screen';
import { cacheLifetimes } from './policy';
import { resetRequestClient } from './reset';
import { runQuery } from './query';
import { servicesQuery, serviceQuery } from './services';
import { jsonResponse, listReply, mockFetch } from '../testing/fetch';

const web = { id: 1, slug: 'web', name: 'Web', description: 'd', icon: 'code', image_url: '/api/media/web.webp', sort_order: 1 };
const listBody = listReply([web]);

beforeEach(() => resetRequestClient());
afterEach(() => {
  resetRequestClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a server render', () => {
  it('finds the replies it was given, parsed by the query, in their language only', () => {
    const { result } = renderWithReplies('ar', { '/v1/services': { status: 200, body: listBody } }, () => ({
      ar: peekQuery(servicesQuery, 'ar'),
      en: peekQuery(servicesQuery, 'en'),
      other: peekQuery(serviceQuery(1), 'ar'),
    }));
    expect(result.ar).toEqual({ data: [web] });
    expect(result.en).toBeUndefined();
    expect(result.other).toBeUndefined();
    // Outside a render nothing is in scope, and this client has cached nothing.
    expect(peekQuery(servicesQuery, 'ar')).toBeUndefined();
  });

  it('turns a 4xx into the error a screen shows (a 404 is the not-found state), and leaves a 5xx to the browser', () => {
    const { result } = renderWithReplies(
      'en',
      {
        '/v1/services/nope': { status: 404, body: { success: false, message: 'Service not found' } },
        '/v1/services/2': { status: 503, body: null },
      },
      () => [peekQuery(serviceQuery('nope'), 'en'), peekQuery(serviceQuery(2), 'en')],
    );
    const [missing, failing] = result;
    expect(missing && 'error' in missing && missing.error).toBeInstanceOf(HttpError);
    expect((missing as { error: HttpError }).error.status).toBe(404);
    expect(failing).toBeUndefined();
  });

  it('reports a reply that breaks the contract as an error, not a crash', () => {
    const { result } = renderWithReplies('ar', { '/v1/services': { status: 200, body: { success: true, data: 'x' } } }, () => peekQuery(servicesQuery, 'ar'));
    expect(result && 'error' in result && result.error).toBeInstanceOf(InvalidResponseError);
  });

  it('records the text packs its components used', () => {
    const { usedPacks } = renderWithReplies('ar', {}, () => {
      noteTextPackUsed('screens');
      noteTextPackUsed('screens');
    });
    expect(usedPacks).toEqual(['screens']);
    // Outside a render there is nothing to record.
    expect(() => noteTextPackUsed('screens')).not.toThrow();
  });
});

describe('the page replies in the browser', () => {
  it('are in the request cache: a query of the first screen is answered without a request', async () => {
    const { calls } = mockFetch(() => jsonResponse(listBody));
    seedFirstScreen('en', { '/v1/services': { status: 200, body: listBody } }, cacheLifetimes.response);
    expect(peekQuery(servicesQuery, 'en')).toEqual({ data: [web] });
    await expect(runQuery(servicesQuery, 'en')).resolves.toEqual([web]);
    expect(calls).toHaveLength(0);
    // The other language was not in the page.
    expect(peekQuery(servicesQuery, 'ar')).toBeUndefined();
  });

  it('keep a 4xx as the answer for the cache lifetime, then forget it; a 5xx is not kept', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    seedFirstScreen(
      'ar',
      {
        '/v1/services/nope': { status: 404, body: { success: false, message: 'Service not found' } },
        '/v1/services/2': { status: 500, body: null },
      },
      1000,
    );
    const peeked = peekQuery(serviceQuery('nope'), 'ar');
    expect(peeked && 'error' in peeked && (peeked.error as HttpError).status).toBe(404);
    expect(peekQuery(serviceQuery(2), 'ar')).toBeUndefined();
    vi.advanceTimersByTime(1001);
    expect(peekQuery(serviceQuery('nope'), 'ar')).toBeUndefined();
  });
});

describe('without the contract loaded (a page that has just started)', () => {
  /** first-screen, services and the request client as a page that has loaded no contract has them. */
  async function freshModules() {
    vi.resetModules();
    const [firstScreen, services, replyCheck] = await Promise.all([import('./first-screen'), import('./services'), import('./reply-check')]);
    return { ...firstScreen, ...services, ...replyCheck };
  }

  it('views the seeded replies at once, without loading the contract', async () => {
    const fresh = await freshModules();
    expect(fresh.contractIfLoaded()).toBeUndefined();
    fresh.seedFirstScreen('en', { '/v1/services': { status: 200, body: listBody } }, cacheLifetimes.response);
    expect(fresh.peekQuery(fresh.servicesQuery, 'en')).toEqual({ data: [web] });
    expect(fresh.contractIfLoaded()).toBeUndefined();
  });

  it('refuses to render an unchecked reply on the server rather than show it unchecked', async () => {
    const fresh = await freshModules();
    const { result } = fresh.renderWithReplies('en', { '/v1/services': { status: 200, body: listBody } }, () => fresh.peekQuery(fresh.servicesQuery, 'en'));
    expect(result && 'error' in result && result.error.message).toMatch(/wire contract is not loaded/);
    await fresh.loadContract();
    const again = fresh.renderWithReplies('en', { '/v1/services': { status: 200, body: listBody } }, () => fresh.peekQuery(fresh.servicesQuery, 'en'));
    expect(again.result).toEqual({ data: [web] });
  });
});
