import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './harness/page';
import { languages, scrollTo } from './harness/shell';
import { useSiteAndBrowser } from './harness/suite';

/**
 * mf-pages' screens of issue 11 in the browser, in both languages: what the API holds is on the
 * page, the links go where the spec says, and the clients and services failure paths after a
 * client-side navigation. (Their accessibility: pages-a11y.e2e.ts.)
 */
const env = useSiteAndBrowser();

type Lang = 'ar' | 'en';

async function api<T>(path: string, lang: Lang): Promise<T> {
  return ((await (await fetch(`${env.site.url}/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).json()) as { data: T }).data;
}

/** Scrolls down the page a screen at a time, so every block below the fold loads and hydrates. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollTo(page, y);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until React has hydrated `locator`'s element (it carries React's props), so a click on
 * a link navigates client-side rather than loading the page from the server.
 */
async function whenHydrated(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
  return locator;
}

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('home', () => {
  // One test per language: each loads the whole home page and scrolls it through, and both
  // under one test's time limit came within reach of it on a loaded machine.
  for (const { lang, locale } of languages) {
    it(`${lang}: shows every section in order with the API content, and its links go where the spec says`, async () => {
      const [services, clients, projects, posts, about] = await Promise.all([
        api<{ data: { id: number; name: string }[] }>('/services', lang),
        api<{ name: string; website?: string | null }[]>('/clients', lang),
        api<{ data: { name: string; title?: string }[] }>('/projects?page=1&per_page=3', lang),
        api<{ data: { name: string; slug: string }[] }>('/blogs/recent', lang),
        api<{ business_description: string }>('/pages/about', lang),
      ]);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/?lang=${lang}`);
      await waitForSite(page);
      await scrollThrough(page);

      const order = await page.evaluate(() =>
        ['home-hero', 'home-intro', 'services-grid', 'home-why', 'home-clients', 'home-projects', 'home-portfolio', 'home-articles', 'home-contact'].map(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect().top ?? Number.NaN,
        ),
      );
      expect(order.every((top, index) => Number.isFinite(top) && (index === 0 || top > order[index - 1]!)), order.join(',')).toBe(true);

      expect(await page.getByTestId('home-intro-text').textContent()).toBe(about.business_description);
      expect(await page.getByTestId('service-card').locator('h3').allTextContents()).toEqual(services.data.map((service) => service.name));
      expect(await page.getByTestId('home-clients').locator('h3').allTextContents()).toEqual(clients.slice(0, 6).map((client) => client.name));
      expect(await page.getByTestId('home-project-card').locator('h3').allTextContents()).toEqual(projects.data.map((project) => project.title ?? project.name));
      expect(await page.getByTestId('home-articles').locator('h3').allTextContents()).toEqual(posts.data.slice(0, 3).map((post) => post.name));

      expect(await hrefs(page, '[data-testid="service-card"] a')).toEqual(services.data.map((service) => `/services/${service.id}`));
      expect(await page.getByTestId('home-clients-all').getAttribute('href')).toBe('/clients');
      expect(new Set(await hrefs(page, '[data-testid="home-project-card"] a'))).toEqual(new Set(['/projects']));
      expect(await page.getByTestId('home-projects-all').getAttribute('href')).toBe('/projects');
      expect(await page.getByTestId('home-portfolio-all').getAttribute('href')).toBe(`/portfolio?lang=${lang}`);
      expect(await hrefs(page, '[data-testid="home-articles-list"] a')).toEqual(posts.data.slice(0, 3).map((post) => `/blog/${post.slug}`));
      expect(await page.getByTestId('home-articles-all').getAttribute('href')).toBe('/blog');
      expect(await page.locator('#contact [data-testid="home-contact"]').count()).toBe(1);
      // Both federated blocks are there: mf-portfolio's teaser and mf-forms' contact form, not their fallbacks.
      expect(await page.locator('[data-block="mf_portfolio/teaser"]').getByTestId('portfolio-teaser-fallback').count()).toBe(0);
      expect(await page.locator('[data-block="mf_portfolio/teaser"] a').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-block="mf_forms/contact-form"]').getByTestId('contact-form-fallback').count()).toBe(0);
      expect(await page.locator('[data-block="mf_forms/contact-form"] form').count()).toBe(1);
      expect(errors, lang).toEqual([]);
      await context.close();
    });
  }

  it('a link to /#contact from another page lands on the contact section', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/services/1`);
    await waitForSite(page);
    const link = await whenHydrated(page.getByTestId('service-contact'));
    // A slow phone's CPU: the home page's blocks above the section then arrive after the jump
    // (each replaces the space reserved for it) and, not held, moved it 370 px down.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await link.click();
    await page.waitForURL(`${env.site.url}/#contact`);
    await page.getByTestId('home-contact').waitFor();
    await page.getByTestId('home-articles-list').waitFor();
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top) < 200), { timeout: 5000 }).toBe(true);
    await context.close();
  });
});

describe('the other screens', () => {
  it('/about: the about data, four figures, and its links', async () => {
    for (const { lang, locale } of languages) {
      const about = await api<{ business_name: string; business_description: string }>('/pages/about', lang);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/about?lang=${lang}`);
      await waitForSite(page);
      expect(await page.locator('main h1').textContent()).toBe(about.business_name);
      await page.getByText(about.business_description).waitFor();
      expect(await page.getByTestId('stat-cards').locator('dd').count()).toBe(4);
      expect(await page.getByTestId('about-values').locator('h3').count()).toBe(4);
      expect(await page.getByTestId('about-consultation').getAttribute('href')).toBe(`/consultation?lang=${lang}`);
      expect(await page.getByTestId('about-services').getAttribute('href')).toBe(`/services?lang=${lang}`);
      expect(await page.getByTestId('about-contact').getAttribute('href')).toBe(`/?lang=${lang}#contact`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('/services and /services/{id}: every service, then one with its related services; an unknown id is a 404', async () => {
    for (const { lang, locale } of languages) {
      const services = await api<{ data: { id: number; name: string }[] }>('/services', lang);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/services?lang=${lang}`);
      await waitForSite(page);
      expect(await page.getByTestId('services-grid').locator('h2').allTextContents()).toEqual(services.data.map((service) => service.name));
      expect(await page.getByTestId('services-fallback-note').count()).toBe(0);
      // Client-side, to a service, and from it to a related one.
      const second = services.data[1]!;
      await (await whenHydrated(page.getByTestId('services-grid').getByRole('link').nth(1))).click();
      await page.waitForURL(new RegExp(`/services/${second.id}$`));
      await expect.poll(() => page.locator('main h1').textContent()).toBe(second.name);
      const detail = await api<{ related_services: { id: number; name: string }[] }>(`/services/${second.id}`, lang);
      expect(await hrefs(page, '[data-testid="related-services"] a')).toEqual(detail.related_services.map((related) => `/services/${related.id}`));
      await (await whenHydrated(page.getByTestId('related-services').getByRole('link').first())).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe(detail.related_services[0]!.name);
      expect(await page.getByTestId('service-back').getAttribute('href')).toBe('/');
      expect(errors).toEqual([]);

      const response = await page.goto(`${env.site.url}/services/99999?lang=${lang}`);
      expect(response?.status()).toBe(404);
      await page.getByTestId('service-not-found').waitFor();
      expect(await page.getByTestId('service-home').getAttribute('href')).toBe('/');
      await context.close();
    }
  });

  it('/clients: every client, with logos or their icon, and websites in a new tab', async () => {
    for (const { lang, locale } of languages) {
      const clients = await api<{ name: string; website?: string | null }[]>('/clients', lang);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/clients?lang=${lang}`);
      await waitForSite(page);
      expect(await page.getByTestId('client-card').locator('h2').allTextContents()).toEqual(clients.map((client) => client.name));
      expect(await page.getByTestId('client-website').count()).toBe(clients.filter((client) => client.website).length);
      expect(await page.getByTestId('client-website').first().getAttribute('rel')).toBe('noopener noreferrer');
      // The seed has a client whose logo is the `{token}` placeholder: the icon stands in.
      expect(await page.getByTestId('client-logo-fallback').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('/contact, the legal pages and /sitemap', async () => {
    for (const { lang, locale } of languages) {
      const contact = await api<{ contact_info: { email: string; phone: string } }>('/pages/contact', lang);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/contact?lang=${lang}`);
      await waitForSite(page);
      expect(await page.getByTestId('contact-email').textContent()).toContain(contact.contact_info.email);
      expect(await page.getByTestId('marketing-tools').locator('li').count()).toBe(4);
      expect(await page.getByTestId('contact-locations').locator('h3').count()).toBe(3);
      expect(await page.getByTestId('contact-quick-chat').getAttribute('href')).toBe(`https://wa.me/${contact.contact_info.phone.replace(/[\s\-()+]/g, '')}`);

      for (const path of ['/privacy-policy', '/terms-of-service']) {
        await page.goto(`${env.site.url}${path}?lang=${lang}`);
        await waitForSite(page);
        expect(await page.getByTestId('legal-principles').locator('li').count()).toBe(4);
        expect(await page.getByTestId('legal-contact').getAttribute('href')).toBe('/contact');
      }
      expect(await page.getByTestId('legal-points').textContent()).toContain('18');

      await page.goto(`${env.site.url}/sitemap?lang=${lang}`);
      await waitForSite(page);
      expect(await page.getByTestId('sitemap-main').locator('a').count()).toBe(9);
      expect(await hrefs(page, '[data-testid="sitemap-legal"] a')).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
      expect(await page.getByTestId('sitemap-contact-info').textContent()).toContain(contact.contact_info.email);
      expect(errors, lang).toEqual([]);
      await context.close();
    }
  });
});

describe('failure paths, after a client-side navigation', () => {
  it('/clients with the API failing: the attempts, then the error whose Retry reloads the page (and then it loads)', async () => {
    for (const { lang, locale } of languages) {
      const { context, page } = await openPage(env.browser, { locale });
      // From a page that did not bring the clients (home did: its strip shows them).
      await page.goto(`${env.site.url}/about?lang=${lang}`);
      await waitForSite(page);
      await page.route('**/api/v1/clients**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }));
      await (await whenHydrated(page.locator('header nav').first().getByRole('link', { name: lang === 'ar' ? 'عملاؤنا' : 'Clients' }))).click();
      await page.waitForURL(/\/clients/);
      await page.getByTestId('load-attempt').waitFor();
      expect(await page.getByTestId('load-attempt').textContent()).toMatch(lang === 'ar' ? /^المحاولة [23] من 3\.\.\.$/ : /^Attempt [23] of 3\.\.\.$/);
      const error = page.getByRole('alert').filter({ hasText: lang === 'ar' ? 'تعذّر تحميل العملاء' : 'Failed to load clients' });
      await error.waitFor();
      await page.unroute('**/api/v1/clients**');
      await Promise.all([page.waitForEvent('load'), error.getByRole('button').click()]);
      await page.getByTestId('client-card').first().waitFor();
      await context.close();
    }
  });

  it('/services with the API failing: the note and the six built-in services', async () => {
    for (const { lang, locale } of languages) {
      const { context, page } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/about?lang=${lang}`);
      await waitForSite(page);
      await page.route('**/api/v1/services**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }));
      await (await whenHydrated(page.getByTestId('about-services'))).click();
      await page.waitForURL(/\/services/);
      const note = page.getByTestId('services-fallback-note');
      await note.waitFor({ timeout: 15_000 });
      expect(await note.textContent()).toContain(lang === 'ar' ? 'حدث خطأ في تحميل الخدمات' : 'An error occurred loading services');
      expect(await page.getByTestId('services-grid').locator('h2').count()).toBe(6);
      expect(await hrefs(page, '[data-testid="services-grid"] a')).toContain('/services/website-development');
      await context.close();
    }
  });
});
