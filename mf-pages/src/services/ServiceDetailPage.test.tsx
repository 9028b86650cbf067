// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { json, serviceDetailReply } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import ServiceDetailPage from './ServiceDetailPage';

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/services/{id}', () => {
  it('shows the service: back home, its image with the name over it, description, info, related services and the call to action', async () => {
    serveApi({
      '/v1/services/3': () =>
        json(
          serviceDetailReply(3, 'E-commerce', [
            [1, 'Web'],
            [2, 'Mobile'],
          ]),
        ),
    });
    await renderScreen(<ServiceDetailPage params={{ id: '3' }} />);
    const hero = await screen.findByTestId('service-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('E-commerce');
    const image = hero.querySelector('img')!;
    // The page's largest image: loaded at once, first, in the widths the page preloads.
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'eager',
      'high',
      '1440',
      '900',
    ]);
    expect(image.getAttribute('srcset')).toContain('1440w');
    expect(screen.getByTestId('service-back').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('service-description').textContent).toBe('E-commerce in detail');
    expect(screen.getByTestId('service-info').textContent).toContain('Specialised technical service');
    expect(
      within(screen.getByTestId('related-services'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services/1', '/services/2']);
    expect(screen.getByTestId('service-contact').getAttribute('href')).toBe('/#contact');
    expect(screen.getByTestId('service-all').getAttribute('href')).toBe('/services');
  });

  it('reads an encoded id as the API knows it', async () => {
    const api = serveApi({ '/v1/services/web%20dev': () => json(serviceDetailReply(1, 'Web')) });
    await renderScreen(<ServiceDetailPage params={{ id: 'web%20dev' }} />);
    await screen.findByTestId('service-hero');
    expect(api.asked()).toEqual(['/v1/services/web%20dev']);
  });

  it('an unknown service is the not-found state, with the way home', async () => {
    serveApi({ '/v1/services/99': () => json({ success: false, message: 'Service not found' }, 404) }, 'ar');
    await renderScreen(<ServiceDetailPage params={{ id: '99' }} />);
    const state = await screen.findByTestId('service-not-found');
    expect(within(state).getByRole('heading', { level: 1 }).textContent).toBe('الخدمة غير موجودة');
    expect(screen.getByTestId('service-home').getAttribute('href')).toBe('/');
  });

  it('any other failure is the error state, with a link home', async () => {
    serveApi({ '/v1/services/4': () => json({ success: false, message: 'nope' }, 403) });
    await renderScreen(<ServiceDetailPage params={{ id: '4' }} />);
    const state = await screen.findByTestId('service-error');
    expect(within(state).getByRole('heading', { level: 1 }).textContent).toBe('Failed to fetch service');
    expect(screen.getByTestId('service-home').getAttribute('href')).toBe('/');
  });
});
