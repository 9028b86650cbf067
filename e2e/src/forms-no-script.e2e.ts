import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inbox } from './testing/inbox';
import { openPage } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The three forms with JavaScript off (a corporate browser, a chunk that never came): real HTML
 * forms the browser posts to their page, which the server answers (docs/forms.md, "Without
 * JavaScript"). Each sends in both languages and its row is in the inbox; an invalid contact form
 * comes back with its messages and what was typed; the page a send leads to holds nothing
 * personal in its address, and reloading it sends nothing again.
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

const texts = {
  ar: {
    contactSent: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريباً.',
    fix: 'يُرجى تصحيح الحقول المشار إليها.',
    required: 'هذا الحقل مطلوب',
    email: 'البريد الإلكتروني غير صالح',
    consultationSent: 'تم إرسال طلبك بنجاح!',
    subscribed: 'تم الاشتراك في النشرة البريدية بنجاح!',
  },
  en: {
    contactSent: 'Your message has been sent successfully! We will contact you soon.',
    fix: 'Please correct the highlighted fields.',
    required: 'This field is required',
    email: 'Invalid email address',
    consultationSent: 'Request Sent Successfully!',
    subscribed: 'Successfully subscribed to newsletter!',
  },
} as const;

async function noScript(lang: 'ar' | 'en', width = 1280) {
  return openPage(env.browser, { javaScriptEnabled: false, locale: lang === 'ar' ? 'ar-EG' : 'en-US', viewport: { width, height: 900 } });
}

/** Fills fields by their control names (the form's own, as the server renders them). */
async function fillByName(page: Page, scope: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`${scope} [name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Presses the form's button and waits for the page it leads to: the POST's answer (the page, or a 303 to it), once that page has loaded. */
async function send(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest());
  const loaded = page.waitForEvent('load');
  await page.locator(button).click();
  const response = await answered;
  await loaded;
  return response;
}

describe('the forms with JavaScript off', () => {
  it('contact: invalid comes back with its messages and what was typed; sent, it says so at an address with nothing personal, and a reload sends nothing again (ar, en)', async () => {
    const marker = Date.now();
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await noScript(lang);
      await page.goto(`${env.site.url}/contact?lang=${lang}`);
      const form = '#contact-form';
      expect(await page.locator(`${form} [data-testid="form-submit"]`).isEnabled()).toBe(true);
      const message = `No scripts here, ${lang} ${marker}.`;
      await fillByName(page, form, { firstName: 'Sara', email: 'sara@', phone: '+20 100 123 4567', serviceType: 'ui-ux-design', message });

      const refused = await send(page, `${form} [data-testid="form-submit"]`);
      expect(refused.status()).toBe(422);
      expect(await page.locator(`${form} [data-testid="form-error"]`).textContent()).toBe(texts[lang].fix);
      const invalid = page.locator(`${form} [aria-invalid="true"]`);
      expect(await invalid.evaluateAll((elements) => elements.map((element) => element.getAttribute('name')))).toEqual(['lastName', 'email']);
      const messageOf = (name: string) =>
        page.locator(`${form} [name="${name}"]`).evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
      expect([await messageOf('lastName'), await messageOf('email')]).toEqual([texts[lang].required, texts[lang].email]);
      expect(await page.locator(`${form} [name="firstName"]`).inputValue()).toBe('Sara');
      expect(await page.locator(`${form} [name="message"]`).inputValue()).toBe(message);
      expect(await page.locator(`${form} [name="serviceType"]`).inputValue()).toBe('ui-ux-design');

      await fillByName(page, form, { lastName: 'Ali', email: 'sara@example.com' });
      const sent = await send(page, `${form} [data-testid="form-submit"]`);
      expect([sent.status(), sent.headers()['location']]).toEqual([303, `/contact?lang=${lang}#contact-form`]);
      expect(page.url()).toBe(`${env.site.url}/contact?lang=${lang}#contact-form`);
      expect(await page.locator(`${form} [data-testid="form-success"]`).textContent()).toBe(texts[lang].contactSent);
      expect(await page.locator(`${form} [name="message"]`).inputValue()).toBe('');

      const reloaded = await page.reload();
      expect(reloaded?.request().method()).toBe('GET');
      expect(await page.locator(`${form} [data-testid="form-success"]`).count()).toBe(0);
      await context.close();
    }
    const rows = (await inbox(env.site.dataDir, 'messages')).filter((row) => String(row['message']).endsWith(`${marker}.`));
    // The inbox lists the newest first: in order of language here.
    expect(rows.map((row) => [row['language'], row['name'], row['subject']]).sort()).toEqual([
      ['ar', 'Sara Ali', 'تصميم واجهات وتجربة المستخدم'],
      ['en', 'Sara Ali', 'UI/UX design'],
    ]);
  });

  it('consultation and newsletter: each sends in both languages, shows its sent state, and the inbox has the rows', async () => {
    const marker = Date.now();
    for (const lang of ['ar', 'en'] as const) {
      const { context, page } = await noScript(lang, lang === 'ar' ? 390 : 1280);
      await page.goto(`${env.site.url}/consultation?lang=${lang}`);
      const description = `A shop, sent without scripts (${lang} ${marker}).`;
      await fillByName(page, '#consultation-form', {
        name: 'Omar Haddad',
        email: 'omar@example.com',
        phone: '+962 79 123 4567',
        service: '3',
        time: 'night',
        description,
      });
      expect((await send(page, '#consultation-form [data-testid="form-submit"]')).status()).toBe(303);
      expect(page.url()).toBe(`${env.site.url}/consultation?lang=${lang}#consultation-form`);
      expect(await page.locator('[data-testid="consultation-success"] h1').textContent()).toBe(texts[lang].consultationSent);

      // The newsletter of the footer, on the page the visitor is on.
      await fillByName(page, '#newsletter-form', { email: `no-script-${lang}-${marker}@example.com` });
      await send(page, '#newsletter-form [data-testid="newsletter-submit"]');
      expect(page.url()).toBe(`${env.site.url}/consultation?lang=${lang}#newsletter-form`);
      expect(await page.getByTestId('newsletter-success').textContent()).toBe(texts[lang].subscribed);
      await context.close();
    }
    const consultations = (await inbox(env.site.dataDir, 'consultations')).filter((row) => String(row['description']).includes(String(marker)));
    expect(consultations.map((row) => [row['language'], row['service_id'], row['preferred_time'], row['country']]).sort()).toEqual([
      ['ar', '3', '19:00', null],
      ['en', '3', '19:00', null],
    ]);
    const subscribers = (await inbox(env.site.dataDir, 'subscribers')).filter((row) => String(row['email']).endsWith(`-${marker}@example.com`));
    expect(subscribers.map((row) => row['language']).sort()).toEqual(['ar', 'en']);
  });
});
