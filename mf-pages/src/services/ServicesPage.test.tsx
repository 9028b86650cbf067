// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { json, servicesReply } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import ServicesPage from './ServicesPage';

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cardNames = () =>
  within(screen.getByTestId('services-grid'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const defaults = ['Website development', 'App development', 'Digital marketing', 'Databases', 'Cybersecurity', 'UI/UX design'];

describe('/services', () => {
  it('shows every service with its image and a link to /services/{id}, and why choose us with three points', async () => {
    serveApi({ '/v1/services': () => json(servicesReply(['Web', 'Mobile', 'Stores'])) });
    await renderScreen(<ServicesPage />);
    await screen.findByTestId('services-grid');
    expect(cardNames()).toEqual(['Web', 'Mobile', 'Stores']);
    expect(screen.getByTestId('services-grid').getAttribute('data-fallback')).toBeNull();
    expect(screen.queryByTestId('services-fallback-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more: Mobile' }).getAttribute('href')).toBe('/services/2');
    expect(screen.getByTestId('services-grid').querySelectorAll('img[srcset][sizes][width][height]')).toHaveLength(3);
    expect(
      within(screen.getByTestId('why-us-points'))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Professional team', 'Fast delivery', 'High quality']);
  });

  it('shows the six built-in services when the list is empty, without an error note', async () => {
    serveApi({ '/v1/services': () => json(servicesReply([])) });
    await renderScreen(<ServicesPage />);
    await screen.findByTestId('services-grid');
    expect(cardNames()).toEqual(defaults);
    expect(screen.queryByTestId('services-fallback-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more: Databases' }).getAttribute('href')).toBe('/services/database');
  });

  it('tries 3 times, 2 s apart, saying which attempt it is, then says it failed and shows the six built-in services', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveApi({ '/v1/services': () => json({ success: false }, 404) }, 'ar');
    await renderScreen(<ServicesPage />);
    expect(screen.getByRole('status', { name: 'جارٍ التحميل...' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('services-attempt').textContent).toBe('المحاولة 2 من 3...');
    await act(() => vi.advanceTimersByTimeAsync(2100));
    const note = await screen.findByTestId('services-fallback-note');
    expect(note.textContent).toContain('حدث خطأ في تحميل الخدمات');
    expect(note.textContent).toContain('سنعرض لك الخدمات الأساسية بدلاً منها.');
    expect(cardNames()).toHaveLength(6);
    expect(screen.getByTestId('services-grid').getAttribute('data-fallback')).toBe('true');
    expect(api.fetchMock).toHaveBeenCalledTimes(3);
  });
});
