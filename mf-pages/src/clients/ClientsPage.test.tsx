// @vitest-environment jsdom
import { setApiBase } from '@site/shared/request';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../common/reload-page';
import { serveApi } from '../testing/api';
import { client, clientsReply, json } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import ClientsPage from './ClientsPage';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  setApiBase('/api');
});

describe('/clients', () => {
  it('shows every client: logo, name, description, a five-star row hidden from screen readers, and its website in a new tab', async () => {
    serveApi({
      '/v1/clients': () =>
        json(
          clientsReply([
            client(1, 'Al Waha'),
            client(2, 'No site', { website: null, description: null }),
            client(3, 'No logo', { logo: null }),
            client(4, 'Placeholder', { logo: '/storage/clients/{token}/logo.png' }),
          ]),
        ),
    });
    await renderScreen(<ClientsPage />);
    const cards = await screen.findAllByTestId('client-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Al Waha', 'No site', 'No logo', 'Placeholder']);
    const [waha, noSite, noLogo, placeholder] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(waha.textContent).toContain('Al Waha is a client');
    expect(within(waha).getByTestId('client-logo').getAttribute('src')).toBe('/api/media/client-1.svg');
    const stars = within(waha).getByTestId('client-stars');
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    const site = within(waha).getByRole('link', { name: /^Visit Website/ });
    expect([site.getAttribute('href'), site.getAttribute('target'), site.getAttribute('rel')]).toEqual([
      'https://client-1.example',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(site.textContent).toContain('(opens in a new tab)');
    expect(within(noSite).queryByRole('link')).toBeNull();
    expect(within(noLogo).getByTestId('client-logo-fallback')).toBeTruthy();
    expect(within(placeholder).getByTestId('client-logo-fallback')).toBeTruthy();
  });

  it('resolves a relative logo against the API host, and shows the icon when a logo fails to load', async () => {
    setApiBase('https://api.example.com/api');
    serveApi({ '/v1/clients': () => json(clientsReply([client(1, 'Relative', { logo: 'media/client-1.svg' })])) });
    await renderScreen(<ClientsPage />);
    const logo = await screen.findByTestId('client-logo');
    expect(logo.getAttribute('src')).toBe('https://api.example.com/media/client-1.svg');
    await act(async () => fireEvent.error(logo));
    expect(screen.getByTestId('client-logo-fallback')).toBeTruthy();
    expect(screen.queryByTestId('client-logo')).toBeNull();
  });

  it('shows a page of clients at a time: Load more adds the next page until the last', async () => {
    const page = (ids: number[], current: number) => ({
      ...clientsReply(ids.map((id) => client(id, `Client ${id}`))),
      total: 5,
      current_page: current,
      last_page: 2,
      per_page: 3,
    });
    const api = serveApi({ '/v1/clients': () => json(page([1, 2, 3], 1)), '/v1/clients?page=2': () => json(page([4, 5], 2)) });
    await renderScreen(<ClientsPage />);
    expect(await screen.findAllByTestId('client-card')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('load-more'));
    await vi.waitFor(() => expect(screen.getAllByTestId('client-card')).toHaveLength(5));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(api.asked()).toEqual(['/v1/clients', '/v1/clients?page=2']);
  });

  it('says so when there are no clients', async () => {
    serveApi({ '/v1/clients': () => json(clientsReply([])) }, 'ar');
    await renderScreen(<ClientsPage />);
    expect((await screen.findByTestId('empty-state')).querySelector('p')?.textContent).toBe('لا يوجد عملاء متاحون في الوقت الحالي');
  });

  it("'Loading clients...', 'Attempt n of 3...' 2 s apart, then 'Failed to load clients' with a Retry that reloads the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveApi({ '/v1/clients': () => json({ success: false }, 404) });
    await renderScreen(<ClientsPage />);
    expect(screen.getByTestId('clients-loading').textContent).toContain('Loading clients...');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('load-attempt').textContent).toBe('Attempt 2 of 3...');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load clients');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
