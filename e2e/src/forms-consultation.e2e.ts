import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { inbox } from './testing/inbox';
import { openPage, waitForSite } from './testing/page';
import { languages } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

const labels = {
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    service: 'نوع الخدمة',
    country: 'الدولة',
    date: 'التاريخ المفضل',
    time: 'الوقت المفضل',
    description: 'وصف المشروع',
  },
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service type',
    country: 'Country',
    date: 'Preferred date',
    time: 'Preferred time',
    description: 'Project description',
  },
} as const;

const texts = {
  ar: { title: 'تم إرسال طلبك بنجاح!', failure: 'حدث خطأ أثناء إرسال الطلب. يُرجى المحاولة مرة أخرى.', fix: 'يُرجى تصحيح الحقول المشار إليها.' },
  en: { title: 'Request Sent Successfully!', failure: 'Error submitting request. Please try again.', fix: 'Please correct the highlighted fields.' },
} as const;

async function openConsultation(lang: 'ar' | 'en', locale: string, width = 1280) {
  const opened = await openPage(env.browser, { locale, viewport: { width, height: 900 } });
  await opened.page.goto(`${env.site.url}/consultation?lang=${lang}`);
  await waitForSite(opened.page);
  const form = opened.page.getByTestId('consultation-form');
  await form.getByTestId('form-submit').and(opened.page.locator(':not([disabled])')).waitFor();
  const field = (name: keyof (typeof labels)['en']) => form.getByLabel(new RegExp(`^${labels[lang][name]}`));
  return { ...opened, form, field };
}

describe('/consultation', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: sends the request to the real server, shows the thank-you view at the top, and the inbox lists it`, async () => {
      const { context, page, field, errors } = await openConsultation(lang, locale);
      const description = `An online shop with delivery (${lang} ${Date.now()}).`;
      await field('name').fill('Sara Ali');
      await field('email').fill('sara@example.com');
      await field('phone').fill('+966 55 123 4567');
      await field('service').selectOption('3');
      await field('country').selectOption('jordan');
      await field('date').fill('2026-12-24');
      await field('time').selectOption('night');
      await field('description').fill(description);
      await page.getByTestId('form-submit').click();

      const success = page.getByTestId('consultation-success');
      await success.waitFor();
      const heading = success.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(texts[lang].title);
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.getByTestId('consultation-home').getAttribute('href')).toBe(`/?lang=${lang}`);
      expect(await page.getByTestId('consultation-services').getAttribute('href')).toBe(`/services?lang=${lang}`);
      expect(await axeViolations(page)).toEqual([]);

      const row = (await inbox(env.site.dataDir, 'consultations')).find((item) => item['description'] === description);
      expect(row).toMatchObject({
        name: 'Sara Ali',
        email: 'sara@example.com',
        phone: '+966 55 123 4567',
        service_id: '3',
        country: 'jordan',
        preferred_date: '2026-12-24',
        preferred_time: '19:00',
        language: lang,
      });
      expect(errors).toEqual([]);

      // The home link goes home, client-side, in the page's language.
      await page.getByTestId('consultation-home').click();
      await page.waitForURL(`${env.site.url}/?lang=${lang}`);
      await context.close();
    });

    it(`${lang}: shows the problems on their fields with focus on the first, with no axe violation; the optional fields get their defaults`, async () => {
      const { context, page, form, field } = await openConsultation(lang, locale, 390);
      await page.getByTestId('form-submit').click();
      await expect.poll(() => form.getByTestId('form-error').textContent()).toBe(texts[lang].fix);
      expect(await form.locator('[aria-invalid="true"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('name')))).toEqual([
        'name',
        'email',
        'phone',
        'service',
        'description',
      ]);
      await expect.poll(() => field('name').evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field('phone').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      expect(await axeViolations(page)).toEqual([]);

      // Filled in, the problems go as they are corrected; the optional fields left empty take the defaults.
      const description = `Only the required fields (${lang} ${Date.now()}).`;
      await field('name').fill('سارة علي');
      await field('email').fill('sara@example.com');
      await field('phone').fill('0100 123 4567');
      await field('service').selectOption('9');
      await field('description').fill(description);
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(0);
      await page.getByTestId('form-submit').click();
      await page.getByTestId('consultation-success').waitFor();
      const row = (await inbox(env.site.dataDir, 'consultations')).find((item) => item['description'] === description);
      expect(row).toMatchObject({ service_id: '9', country: null, preferred_date: '2025-09-23', preferred_time: '14:00' });
      await context.close();
    });

    it(`${lang}: a server failure opens the alert dialog (focus inside, Escape and its button close it, focus back), keeping what was typed`, async () => {
      const { context, page, field } = await openConsultation(lang, locale);
      await page.route('**/api/v1/consultations/free**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Internal server error"}' }),
      );
      await field('name').fill('Sara Ali');
      await field('email').fill('sara@example.com');
      await field('phone').fill('+966 55 123 4567');
      await field('service').selectOption('1');
      await field('description').fill('A mobile app for our clinic.');
      await page.getByTestId('form-submit').click();

      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(texts[lang].failure);
      const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
      await expect.poll(inDialog).toBe(true);
      // Focus stays in the dialog: the page behind is inert.
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await inDialog(), key).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => page.getByTestId('form-submit').evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await field('description').inputValue()).toBe('A mobile app for our clinic.');

      // Again, closed with its button this time.
      await page.getByTestId('form-submit').click();
      await dialog.waitFor();
      await dialog.getByRole('button').click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => page.getByTestId('form-submit').evaluate((element) => element === document.activeElement)).toBe(true);
      await context.close();
    });
  }
});
