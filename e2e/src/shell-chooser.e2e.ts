import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { fakeChatSite, languages, scrollTo, serveContactInfo, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

const names = {
  ar: ['مصر', 'المملكة العربية السعودية', 'الأردن'],
  en: ['Egypt', 'Saudi Arabia', 'Jordan'],
} as const;

describe('WhatsApp branch chooser', () => {
  for (const viewport of viewports) {
    for (const { lang, locale } of languages) {
      it(`${viewport.name} ${lang}: opens the three branches with working chat links; Escape and outside click close it`, async () => {
        const { context, page } = await openPage(env.browser, { locale, viewport });
        await fakeChatSite(context);
        // No phone in the contact data: every branch shows its fixed number.
        await serveContactInfo(page, { phone: null, email: null, address: null, working_hours: null });
        await page.goto(env.site.url);
        await waitForSite(page);
        const toggle = page.getByTestId('chooser-toggle');
        const panel = page.getByTestId('chooser-panel');
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');

        await toggle.click();
        await panel.waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        // The panel is a chunk of its own: it takes focus in an effect once its code has arrived and rendered.
        await expect.poll(() => panel.evaluate((element) => element === document.activeElement)).toBe(true);
        const links = panel.getByRole('link');
        expect(await links.count()).toBe(3);
        const texts = await links.allTextContents();
        names[lang].forEach((name, index) => expect(texts[index]).toContain(name));
        expect(await panel.locator('bdi[dir="ltr"]').allTextContents()).toEqual(['+20 100 123 4567', '+966 55 123 4567', '+962 79 123 4567']);
        // Every flag image loads.
        await expect.poll(() => panel.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);

        // Each link opens the chat with that branch in a new tab.
        const expected = ['https://wa.me/201001234567', 'https://wa.me/966551234567', 'https://wa.me/962791234567'];
        for (const [index, url] of expected.entries()) {
          const [popup] = await Promise.all([context.waitForEvent('page'), links.nth(index).click()]);
          await popup.waitForLoadState();
          expect(popup.url()).toBe(url);
          await popup.close();
          if (!(await panel.isVisible())) await toggle.click();
        }

        await page.keyboard.press('Escape');
        expect(await panel.count()).toBe(0);
        expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

        await toggle.click();
        await panel.waitFor();
        await page.mouse.click(viewport.width / 2, 200);
        expect(await panel.count()).toBe(0);
        await context.close();
      });
    }
  }

  it('is reachable and usable by keyboard, and closes when focus leaves it', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(env.site.url);
    await waitForSite(page);
    const toggle = page.getByTestId('chooser-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('chooser-panel');
    await panel.waitFor();
    // Keys go where focus is: wait for the panel to take it (an effect once its chunk has rendered).
    await expect.poll(() => panel.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab'); // the close button
    await page.keyboard.press('Tab'); // Egypt
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('branch-egypt');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab'); // out of the panel
    expect(await panel.count()).toBe(0);
    await context.close();
  });

  it("takes Riyadh's phone from the contact page's contact_info, and the footer shows the contact data", async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    // The first page comes with the server's contact data (content/pages/contact.yaml) ...
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.getByTestId('footer-contact').waitFor();
    expect(await page.getByTestId('footer-phone').textContent()).toBe('+966 55 123 4567');
    // ... and another language's is read by the browser: answered here with other numbers.
    await serveContactInfo(page, {
      phone: '+966 11 222 3333',
      email: 'hello@nasaq.example',
      address: 'Beni Suef, Egypt',
      working_hours: 'Sunday to Thursday, 8:00 to 18:00',
    });
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => page.getByTestId('footer-phone').textContent()).toBe('+966 11 222 3333');
    expect(await page.getByTestId('footer-email').textContent()).toBe('hello@nasaq.example');
    expect(await page.getByTestId('footer-address').textContent()).toBe('Beni Suef, Egypt');
    expect(await page.getByTestId('site-footer').getByRole('link').count()).toBe(11);

    await page.getByTestId('chooser-toggle').click();
    const riyadh = page.getByTestId('branch-saudi-arabia');
    expect(await riyadh.getAttribute('href')).toBe('https://wa.me/966112223333');
    expect(await riyadh.locator('bdi').textContent()).toBe('+966 11 222 3333');
    expect(await page.getByTestId('branch-egypt').getAttribute('href')).toBe('https://wa.me/201001234567');
    await context.close();
  });

  it('without contact data, shows no contact block and keeps the fixed numbers, logging no error of its own', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(env.site.url);
    await waitForSite(page);
    // The English contact data came with the page; the Arabic is read by the browser, and fails.
    await page.route('**/api/v1/pages/contact**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
    );
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.getByTestId('footer-contact').count(), { timeout: 20_000 }).toBe(0);
    await page.getByTestId('chooser-toggle').click();
    expect(await page.getByTestId('branch-saudi-arabia').getAttribute('href')).toBe('https://wa.me/966551234567');
    // Only the browser's own note about the failed response, nothing from the app.
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});

describe('newsletter slot', () => {
  it("shows mf-forms' newsletter box from the server's HTML; its code loads through the host's federation runtime only when the visitor reaches for it", async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-forms/')) requested.push(new URL(request.url()).pathname);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.waitForLoadState('networkidle');
    const slot = page.locator('[data-block="mf_forms/newsletter"]');
    expect(await slot.getByRole('heading').textContent()).toBe('Subscribe to our newsletter');
    // Below the fold, and even in view, the block costs the page no script (its stylesheet came with the page).
    expect(requested.filter((path) => path.endsWith('.js'))).toEqual([]);
    await scrollTo(page, 100_000);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith('.js'))).toEqual([]);
    // Before its code, it is a real form whose button works (docs/forms.md, "Before the code"):
    // a press would be held for the code, or posted by the browser to the page itself.
    expect(await slot.getByTestId('newsletter-submit').isEnabled()).toBe(true);
    expect(await slot.locator('form').evaluate((form: HTMLFormElement) => [form.method, new URL(form.action).pathname])).toEqual(['post', '/']);
    // A tab into its field is reaching for it.
    await slot.getByTestId('newsletter-email').focus();
    await expect.poll(() => requested).toContain('/mf-forms/remoteEntry.js');
    await page.waitForLoadState('networkidle');
    expect(await slot.getByTestId('newsletter-email').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(warnings.filter((text) => text.includes('newsletter'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when mf-forms is down, the footer still shows and works', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.route('**/mf-forms/**', (route) => route.abort('connectionrefused'));
    await page.goto(env.site.url);
    await waitForSite(page);
    await scrollTo(page, 100_000);
    await page.getByTestId('newsletter-email').focus();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('site-footer').getByRole('link').count()).toBe(11);
    // Whatever is left of the box cannot be used to send the form without its code.
    expect(await page.locator('[data-block="mf_forms/newsletter"] button:not([disabled])').count()).toBe(0);
    await context.close();
  });
});
