import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inbox } from './testing/inbox';
import { openPage, waitForSite } from './testing/page';
import { scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The first press on a form whose code has not loaded yet (docs/forms.md, "Before the code"): the
 * contact form and the footer's newsletter box load their code when the visitor first reaches
 * for them, and their buttons are enabled from the server's HTML on. A phone's first tap, a
 * keyboard's Tab and Enter, and a press whose code then fails to load: none is lost.
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

const isFormsScript = (url: URL) => url.pathname.startsWith('/mf-forms/') && url.pathname.endsWith('.js');

/** Holds mf-forms' scripts until `release`, then lets them through or fails them; `requested` lists those asked for. */
async function holdFormsScripts(page: Page) {
  const requested: string[] = [];
  let release = (_how: 'continue' | 'fail') => undefined as void;
  const released = new Promise<'continue' | 'fail'>((resolve) => (release = resolve));
  await page.route(isFormsScript, async (route: Route) => {
    requested.push(new URL(route.request().url()).pathname);
    if ((await released) === 'fail') await route.abort('connectionrefused');
    else await route.continue();
  });
  return { requested, release };
}

describe('a press before the form has its code', () => {
  it('phone (touch, ar): the first tap on an empty contact form marks the required fields; the first tap on Subscribe with no address says so', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isFormsScript(new URL(request.url()))) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${env.site.url}/contact?lang=ar`);
    await waitForSite(page);
    const form = page.locator('main').getByTestId('contact-form');
    await form.getByTestId('form-submit').scrollIntoViewIfNeeded();
    expect(requested).toEqual([]);
    await form.getByTestId('form-submit').tap();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(5);
    expect(await form.getByTestId('form-error').textContent()).toBe('يُرجى تصحيح الحقول المشار إليها.');

    await scrollTo(page, 100_000);
    const box = page.getByTestId('newsletter');
    await box.getByTestId('newsletter-submit').tap();
    await expect.poll(() => box.getByTestId('newsletter-error').textContent()).toBe('يرجى إدخال البريد الإلكتروني');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keyboard (en): Tab from the last field lands on an enabled Send, whose Enter is answered once the code is in', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    const scripts = await holdFormsScripts(page);
    await page.goto(`${env.site.url}/contact?lang=en`);
    await waitForSite(page);
    const form = page.locator('main').getByTestId('contact-form');
    await form.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.type('Only the message, by keyboard.');
    await page.keyboard.press('Tab');
    const send = form.getByTestId('form-submit');
    expect(await send.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await send.isEnabled()).toBe(true);
    expect(scripts.requested).toContain('/mf-forms/remoteEntry.js');
    await page.keyboard.press('Enter');
    scripts.release('continue');
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(4);
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('Only the message, by keyboard.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a press whose code then fails to load is sent by the browser itself, once (en)', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    const scripts = await holdFormsScripts(page);
    await page.goto(`${env.site.url}/contact?lang=en`);
    await waitForSite(page);
    const form = page.locator('main').getByTestId('contact-form');
    const message = `Sent although the form's code never came (${Date.now()}).`;
    const fields = { 'First name': 'Nour', 'Last name': 'Khalil', Email: 'nour@example.com', Phone: '+961 3 123 456', Message: message };
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByTestId('form-submit').click();
    scripts.release('fail');
    await page.waitForURL(`${env.site.url}/contact?lang=en#contact-form`);
    expect(await page.locator('main').getByTestId('form-success').textContent()).toBe('Your message has been sent successfully! We will contact you soon.');
    expect((await inbox(env.site.dataDir, 'messages')).filter((row) => row['message'] === message)).toHaveLength(1);
    await context.close();
  });
});
