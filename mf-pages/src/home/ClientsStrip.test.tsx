// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { client, clientsReply, json } from '../testing/page-fixtures';
import ClientsStrip from './ClientsStrip';

function show() {
  return render(
    <Suspense fallback={null}>
      <ClientsStrip />
    </Suspense>,
  );
}

// The code the page's server preloads, loaded once (a first dynamic import can outlast findBy's wait).
beforeAll(() => Promise.all([contentIcons()]));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home: the clients strip', () => {
  it('shows the first six clients with logo, name and website link, and links to all clients', async () => {
    const clients = Array.from({ length: 8 }, (_, index) => client(index + 1, `Client ${index + 1}`));
    clients[1] = client(2, 'Client 2', { website: null });
    serveApi({ '/v1/clients?per_page=6': () => json(clientsReply(clients)) });
    show();
    const cards = await screen.findAllByTestId('client-card');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Client 1',
      'Client 2',
      'Client 3',
      'Client 4',
      'Client 5',
      'Client 6',
    ]);
    const site = within(cards[0]!).getByRole('link', { name: /Visit Website/ });
    expect(site.getAttribute('href')).toBe('https://client-1.example');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('home-clients-all').getAttribute('href')).toBe('/clients');
    // The strip is compact: no description, no stars.
    expect(screen.queryByText('Client 1 is a client')).toBeNull();
  });

  it('says so when there are no clients', async () => {
    serveApi({ '/v1/clients?per_page=6': () => json(clientsReply([])) });
    show();
    expect((await screen.findByTestId('home-clients-empty')).textContent).toBe('No clients available at the moment');
  });

  it('tries 3 times, 2 s apart, saying which attempt it is; then the error, whose retry loads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveApi({ '/v1/clients?per_page=6': () => json({ success: false, message: 'down' }, 404) });
    show();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Loading clients...')).toBeTruthy();
    expect(screen.queryByTestId('load-attempt')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('load-attempt').textContent).toBe('Attempt 2 of 3...');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain('Failed to load clients');
    expect(api.asked()).toEqual(['/v1/clients?per_page=6', '/v1/clients?per_page=6', '/v1/clients?per_page=6']);

    api.fetchMock.mockImplementation(async () => json(clientsReply([client(1, 'Back again')])));
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(4);
  });
});
