import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { inbox } from './testing/inbox';
import { openPage, reachForForm, waitForSite } from './testing/page';
import { languages, scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

// This file subscribes more often than the newsletter's rate limit allows one address (6 in 10 minutes).
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

const texts = {
  ar: {
    success: 'تم الاشتراك في النشرة البريدية بنجاح!',
    already: 'أنت مشترك بالفعل في نشرتنا البريدية!',
    required: 'يرجى إدخال البريد الإلكتروني',
    error: 'حدث خطأ في الاشتراك. يُرجى المحاولة مرة أخرى',
  },
  en: {
    success: 'Successfully subscribed to newsletter!',
    already: 'You are already subscribed to our newsletter!',
    required: 'Please enter your email',
    error: 'Subscription error. Please try again',
  },
} as const;

/** The footer's box, once the visitor reached for it and its code has loaded and hydrated it. */
async function newsletterOf(page: Page) {
  await scrollTo(page, 100_000);
  const box = page.getByTestId('newsletter');
  await reachForForm(box, box.getByTestId('newsletter-submit'));
  return box;
}

// Side by side (each in a context of its own, each with an address of its own): much of each is
// the box's own pauses (ready again 3 s after a subscription).
describe.concurrent('the newsletter box in the footer', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: is in the server's HTML, subscribes, and the address is in the inbox; then says already subscribed`, async ({ expect }) => {
      const html = await (await fetch(`${env.site.url}/?lang=${lang}`)).text();
      expect(html).toContain('data-testid="newsletter"');

      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/?lang=${lang}`);
      await waitForSite(page);
      const box = await newsletterOf(page);
      const address = `reader-${lang}-${Date.now()}@example.com`;
      await box.getByTestId('newsletter-email').fill(address);
      await box.getByTestId('newsletter-submit').click();
      await expect.poll(() => box.getByTestId('newsletter-success').textContent()).toBe(texts[lang].success);
      expect(await box.getByTestId('newsletter-email').isDisabled()).toBe(true);
      expect(await box.getByTestId('newsletter-email').inputValue()).toBe('');

      const rows = await inbox(env.site.dataDir, 'subscribers');
      expect(rows.filter((row) => row['email'] === address)).toEqual([expect.objectContaining({ email: address, language: lang })]);

      // Ready again after 3 s.
      await expect.poll(() => box.getByTestId('newsletter-email').isDisabled(), { timeout: 6000 }).toBe(false);
      expect(await box.getByTestId('newsletter-success').count()).toBe(0);

      // The same address again, in other letters' case: the server has it.
      await box.getByTestId('newsletter-email').fill(address.toUpperCase());
      await box.getByTestId('newsletter-submit').click();
      await expect.poll(() => box.getByTestId('newsletter-already').textContent()).toBe(texts[lang].already);
      expect(await box.getByTestId('newsletter-email').inputValue()).toBe(address.toUpperCase());
      expect((await inbox(env.site.dataDir, 'subscribers')).filter((row) => String(row['email']).toLowerCase() === address)).toHaveLength(1);
      expect(errors.filter((text) => !text.includes('422'))).toEqual([]);
      await context.close();
    });

    it(`${lang}: a blank address says so on the field, with no axe violation; a server failure keeps the address`, async ({ expect }) => {
      const { context, page } = await openPage(env.browser, { locale, viewport: { width: 390, height: 844 } });
      await page.goto(`${env.site.url}/consultation?lang=${lang}`);
      await waitForSite(page);
      const box = await newsletterOf(page);
      await box.getByTestId('newsletter-email').fill('   ');
      await box.getByTestId('newsletter-submit').click();
      const error = box.getByTestId('newsletter-error');
      await expect.poll(() => error.textContent()).toBe(texts[lang].required);
      const input = box.getByTestId('newsletter-email');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await input.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      expect(await axeViolations(page)).toEqual([]);

      await page.route('**/api/v1/messages/newsletter**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Internal server error"}' }),
      );
      await input.fill('reader@example.com');
      await box.getByTestId('newsletter-submit').click();
      await expect.poll(() => error.textContent()).toBe(texts[lang].error);
      expect(await input.inputValue()).toBe('reader@example.com');
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
