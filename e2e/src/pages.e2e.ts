import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdIdleCallbacks, openPage, waitForSite } from './testing/page';
import { languages, scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * mf-pages' screens in the browser, in both languages: what the API holds is on the page, the
 * links go where docs/product.md#screens-and-routes says, and the clients and services failure paths after a
 * client-side navigation. (Their accessibility: pages-a11y.e2e.ts.)
 */
const env = useSiteAndBrowser();

type Lang = 'ar' | 'en';

async function api<T>(path: string, lang: Lang): Promise<T> {
  // Limited to 20 s like every test's fetch (testing/fetch-limit.ts).
  const reply = await fetch(`${env.site.url}/api/v1${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  return ((await reply.json()) as { data: T }).data;
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
    it(`${lang}: shows every section in order with the API content, and its links go where they should`, async () => {
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
      expect(
        order.every((top, index) => Number.isFinite(top) && (index === 0 || top > order[index - 1]!)),
        order.join(','),
      ).toBe(true);

      expect(await page.getByTestId('home-intro-text').textContent()).toBe(about.business_description);
      expect(await page.getByTestId('service-card').locator('h3').allTextContents()).toEqual(services.data.map((service) => service.name));
      expect(await page.getByTestId('home-clients').locator('h3').allTextContents()).toEqual(clients.slice(0, 6).map((client) => client.name));
      expect(await page.getByTestId('home-project-card').locator('h3').allTextContents()).toEqual(
        projects.data.map((project) => project.title ?? project.name),
      );
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

// Side by side, each in a context of its own: most of each is the request client's pauses between attempts.
describe.concurrent('failure paths, after a client-side navigation', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: /clients with the API failing: the attempts, then the error whose Retry reloads the page (and then it loads)`, async ({ expect }) => {
      const { context, page } = await openPage(env.browser, { locale });
      // From a page that did not bring the clients (home did: its strip shows them).
      await page.goto(`${env.site.url}/about?lang=${lang}`);
      await waitForSite(page);
      await page.route('**/api/v1/clients**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }));
      await (
        await whenHydrated(
          page
            .locator('header nav')
            .first()
            .getByRole('link', { name: lang === 'ar' ? 'عملاؤنا' : 'Clients' }),
        )
      ).click();
      await page.waitForURL(/\/clients/);
      await page.getByTestId('load-attempt').waitFor();
      expect(await page.getByTestId('load-attempt').textContent()).toMatch(lang === 'ar' ? /^المحاولة [23] من 3\.\.\.$/ : /^Attempt [23] of 3\.\.\.$/);
      const error = page.getByRole('alert').filter({ hasText: lang === 'ar' ? 'تعذّر تحميل العملاء' : 'Failed to load clients' });
      await error.waitFor();
      await page.unroute('**/api/v1/clients**');
      await Promise.all([page.waitForEvent('load'), error.getByRole('button').click()]);
      await page.getByTestId('client-card').first().waitFor();
      await context.close();
    });

    it(`${lang}: /services with the API failing: the note and the six built-in services`, async ({ expect }) => {
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
    });
  }
});

/** The room a card's shadow takes around its list item (shadow-lg reaches 22 px below it). */
const SHADOW_ROOM = 24;
/** The outer edge of that room, where the next card may begin (a list's gap is the same 24 px). */
const NEXT_CARD_EDGE = 4;
/** The inner edge of that room, where the item's own border falls (drawn at a fraction of a pixel). */
const OWN_EDGE = 2;
/** A difference of rasterising, in levels of 255, not of what is drawn. */
const RASTER_LEVELS = 2;

/**
 * The share of the pixels around a box (in the ring of SHADOW_ROOM around two screenshots'
 * middle, less its edges) whose colour differs by more than RASTER_LEVELS between the two.
 * Measured in the page: it decodes PNG, and the tests need no image library of their own.
 */
function ringDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ images, room, outer, own, levels }) => {
      const [first, second] = (await Promise.all(
        images.map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      )) as [ImageData, ImageData];
      const { width, height } = first;
      const inner = room - own;
      let ring = 0;
      let differing = 0;
      for (let y = outer; y < height - outer; y++) {
        for (let x = outer; x < width - outer; x++) {
          if (x >= inner && y >= inner && x < width - inner && y < height - inner) continue;
          ring += 1;
          const at = (y * width + x) * 4;
          let largest = 0;
          for (let channel = 0; channel < 3; channel++) largest = Math.max(largest, Math.abs(first.data[at + channel]! - second.data[at + channel]!));
          if (largest > levels) differing += 1;
        }
      }
      return differing / ring;
    },
    { images: [a.toString('base64'), b.toString('base64')], room: SHADOW_ROOM, outer: NEXT_CARD_EDGE, own: OWN_EDGE, levels: RASTER_LEVELS },
  );
}

describe('the list pages while they load', () => {
  // Their cards below the first screen wait for their layout (`.below-fold-each`,
  // shared/src/styles/components.css); a card that is drawn meanwhile is still contained, and
  // what it paints past its item (its shadow) must be drawn whole, as it is once the wait ends.
  it('lets the cards below the first screen wait, and draws the first card the same while it waits and after', async () => {
    for (const path of ['/projects', '/services', '/clients', '/blog']) {
      const label = `${path}?lang=ar`;
      // Tall enough for the first card and its shadow on the first screen of each list.
      const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG', viewport: { width: 1280, height: 1200 } });
      // A returning visitor: the web fonts are in from the first paint, so no swap moves a card.
      await page.goto(`${env.site.url}${label}`);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBeTruthy();
      // The page finds no idle moment until the test says so: the layout script lays the waiting
      // cards out one per idle moment once the page has loaded, so they still wait while it looks.
      const releaseIdle = await holdIdleCallbacks(page);
      await page.goto(`${env.site.url}${label}`, { waitUntil: 'load' });
      const items = page.locator('[data-testid$="-grid"].below-fold-each > li');
      await items.first().locator('img, svg').first().waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete));
      const waiting = await page.evaluate((room) => {
        const list = [...document.querySelectorAll('[data-testid$="-grid"].below-fold-each > li')];
        return {
          each: document.documentElement.hasAttribute('data-layout-each'),
          visibility: list.map((item) => getComputedStyle(item).contentVisibility),
          onScreen: list[0]!.getBoundingClientRect().bottom + room <= innerHeight,
        };
      }, SHADOW_ROOM);
      expect(waiting.each, label).toBe(true);
      expect(new Set(waiting.visibility), label).toEqual(new Set(['auto']));
      expect(waiting.onScreen, label).toBe(true);
      // The first card's item with the room its shadow takes (shadow-lg's reach).
      const box = (await items.first().boundingBox())!;
      const clip = { x: box.x - SHADOW_ROOM, y: box.y - SHADOW_ROOM, width: box.width + 2 * SHADOW_ROOM, height: box.height + 2 * SHADOW_ROOM };
      const shot = () => page.screenshot({ clip, animations: 'disabled' });
      const whileWaiting = await shot();
      // What the measure sees of a shadow cut at the item's edge (the wait without its clip margin).
      // (An inline style through the CSSOM, which the CSP allows; an empty value removes it.)
      const setClipMargin = (value: string) =>
        items.evaluateAll((list, margin) => list.forEach((item) => (item as HTMLElement).style.setProperty('overflow-clip-margin', margin)), value);
      await setClipMargin('0px');
      const whileWaitingCut = await shot();
      await setClipMargin('');

      await releaseIdle();
      await waitForSite(page);
      // The wait ends on the list itself: <html> keeps its attribute until a navigation (a whole-page restyle).
      await expect.poll(() => page.locator('[data-testid$="-grid"].below-fold-each').evaluate((list) => list.hasAttribute('data-laid-out'))).toBe(true);
      expect(await items.last().evaluate((item) => getComputedStyle(item).contentVisibility), label).toBe('visible');
      expect(await items.first().boundingBox(), label).toEqual(box);
      const laidOut = await shot();
      // Around the item, where its shadow falls: the same but for rasterising (the card's text
      // inside is antialiased differently while it is contained, so it is left out). A shadow cut
      // at the item's edge differs on a quarter of the ring: the measure can see it.
      const [same, cutShadow] = [await ringDifference(page, whileWaiting, laidOut), await ringDifference(page, whileWaitingCut, laidOut)];
      expect(cutShadow, `${label}: the measure sees a cut shadow`).toBeGreaterThan(0.15);
      expect(same, `${label}: the first card's shadow drawn whole while it waits`).toBeLessThan(0.03);
      expect(errors, label).toEqual([]);
      await context.close();
    }
  });
});
