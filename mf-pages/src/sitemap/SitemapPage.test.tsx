// @vitest-environment jsdom
import { FALLBACK_PHONE } from '@site/shared/site';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { contactReply, json } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import SitemapPage from './SitemapPage';

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const links = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/sitemap', () => {
  it('lists the nine main pages and the three legal pages, and the contact info', async () => {
    serveApi({ '/v1/pages/contact': () => json(contactReply()) });
    await renderScreen(<SitemapPage />);
    await screen.findByText('hello@nasaq.example');
    expect(links('sitemap-main')).toEqual([
      '/?lang=en',
      '/services?lang=en',
      '/about?lang=en',
      '/projects',
      '/portfolio?lang=en',
      '/clients',
      '/blog',
      '/contact',
      '/consultation?lang=en',
    ]);
    expect(links('sitemap-legal')).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
    const contact = screen.getByTestId('sitemap-contact-info');
    expect(contact.textContent).toContain('+966 55 123 4567');
    expect(contact.textContent).toContain('Bani Suef, Egypt');
  });

  it('keeps the company phone and the location when the contact data cannot be loaded', async () => {
    serveApi({ '/v1/pages/contact': () => json({ success: false }, 404) }, 'ar');
    await renderScreen(<SitemapPage />);
    const contact = await screen.findByTestId('sitemap-contact-info');
    await vi.waitFor(() => expect(contact.textContent).toContain(FALLBACK_PHONE));
    expect(contact.textContent).toContain('بني سويف، مصر');
    expect(links('sitemap-main')[0]).toBe('/?lang=ar');
  });
});
