// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { renderWithReplies, seedFirstScreen, cacheLifetimes, type Query, resetRequestClient } from '@site/shared/request';
import { defineQuery } from '../request/query';
import { jsonResponse, mockFetch } from '../testing/fetch';
import { setLanguage } from '@site/shared/state';
import { useQuery } from './use-query';

/** A query whose reply is `{ value }` and whose view is that value. */
function valueQuery(path: string): Query<string> {
  return defineQuery(
    path,
    () => z.object({ value: z.string() }),
    (reply) => reply.value,
  );
}

function Probe({ query, attempts }: { query: Query<string> | null; attempts?: number }) {
  const state = useQuery(query, attempts === undefined ? {} : { attempts });
  return (
    <p data-testid="state">
      {state.status}:{state.attempt}/{state.attempts}
      {state.status === 'ready' ? `:${state.data}` : ''}
      {state.status === 'error' ? `:${state.error.message}` : ''}
    </p>
  );
}

const text = () => screen.getByTestId('state').textContent;

beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  resetRequestClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useQuery', () => {
  it('renders the server reply on the server, and hydrates from the same reply in the page without a request', () => {
    const query = valueQuery('/v1/x');
    const { result: html } = renderWithReplies('en', { '/v1/x': { status: 200, body: { value: 'from server' } } }, () =>
      renderToString(<Probe query={query} />),
    );
    expect(html.replace(/<!-- -->/g, '')).toContain('ready:1/1:from server');
    const { calls } = mockFetch(() => jsonResponse({ value: 'fetched' }));
    seedFirstScreen('en', { '/v1/x': { status: 200, body: { value: 'from server' } } }, cacheLifetimes.response);
    render(<Probe query={query} />);
    expect(text()).toBe('ready:1/1:from server');
    expect(calls).toHaveLength(0);
  });

  it('loads what it does not have, and loads again in the new language', async () => {
    const { urls } = mockFetch((url) => jsonResponse({ value: url.includes('lang=ar') ? 'عربي' : 'english' }));
    render(<Probe query={valueQuery('/v1/x')} />);
    expect(text()).toBe('loading:1/1');
    await vi.waitFor(() => expect(text()).toBe('ready:1/1:english'));
    act(() => setLanguage('ar'));
    await vi.waitFor(() => expect(text()).toBe('ready:1/1:عربي'));
    expect(urls()).toEqual(['/api/v1/x?lang=en', '/api/v1/x?lang=ar']);
  });

  it('tries a failed load `attempts` times, 2 s apart, saying which attempt it is, then shows the error; reload starts again', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const { calls } = mockFetch(() => jsonResponse({ success: false, message: 'gone' }, 404));
    render(<Probe query={valueQuery('/v1/x')} attempts={3} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(text()).toBe('loading:1/3');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('loading:2/3');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('error:3/3:HTTP error! status: 404');
    expect(calls).toHaveLength(3);
  });

  it('waits while the query is null', () => {
    const { calls } = mockFetch(() => jsonResponse({ value: 'x' }));
    render(<Probe query={null} />);
    expect(text()).toBe('loading:1/1');
    expect(calls).toHaveLength(0);
  });

  it('drops an answer for a query it no longer shows', async () => {
    let answer: (value: string) => void = () => undefined;
    mockFetch((url) =>
      url.includes('/v1/slow')
        ? new Promise<Response>((resolve) => {
            answer = (value) => resolve(jsonResponse({ value }));
          })
        : jsonResponse({ value: 'fast' }),
    );
    const { rerender } = render(<Probe query={valueQuery('/v1/slow')} />);
    rerender(<Probe query={valueQuery('/v1/fast')} />);
    await vi.waitFor(() => expect(text()).toBe('ready:1/1:fast'));
    await act(async () => answer('slow'));
    expect(text()).toBe('ready:1/1:fast');
  });
});
