import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inbox } from './testing/inbox';
import { openPage, reachForForm, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Offline mode's outbox (docs/offline.md): a form sent with no network is kept in IndexedDB, the
 * form says so, and it is sent exactly once when the network is back, by whichever tab of the
 * site is open then. The stored copy is offline-store.e2e.ts's.
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

async function openContact(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${env.site.url}/contact?lang=en`);
  await waitForSite(page);
  const form = page.locator('main').getByTestId('contact-form');
  await reachForForm(form, form.getByTestId('form-submit'));
  return page;
}

/** Fills the form while online (its code loads as the visitor starts writing; the connection drops after). */
async function fillContact(page: Page, message: string): Promise<void> {
  const form = page.locator('main').getByTestId('contact-form');
  const values: [string, string][] = [
    ['First name', 'Sara'],
    ['Last name', 'Ali'],
    ['Email', 'sara@example.com'],
    ['Phone', '+20 100 123 4567'],
    ['Message', message],
  ];
  for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value);
}

/** Sends the filled form with no network: it is kept, and the form says so. */
async function submitOffline(page: Page): Promise<void> {
  const form = page.locator('main').getByTestId('contact-form');
  await form.getByTestId('form-submit').click();
  await expect.poll(() => form.getByTestId('form-success').textContent()).toBe('Saved. It will be sent when you are back online.');
}

const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nasaq-offline');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve(0);
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
        };
      }),
  );

const rowsWith = async (message: string) => (await inbox(env.site.dataDir, 'messages')).filter((row) => row['message'] === message);

describe('offline mode: sends made without a network', () => {
  it('messages sent offline from two open tabs each arrive exactly once when the network is back, both tabs flushing', { timeout: 180_000 }, async () => {
    const { context } = await openPage(env.browser, { locale: 'en-US' });
    const [first, second] = [await openContact(context), await openContact(context)];
    const messages = [`Sent from a plane, tab 1 (${Date.now()}).`, `Sent from a plane, tab 2 (${Date.now()}).`];
    await fillContact(first, messages[0]!);
    await fillContact(second, messages[1]!);
    await context.setOffline(true);
    await submitOffline(first);
    await submitOffline(second);
    expect(await outboxSize(first)).toBe(2);
    expect(await rowsWith(messages[0]!)).toEqual([]);

    // Both tabs hear 'online' and both try to send both messages: the lock lets one at a time.
    await context.setOffline(false);
    await expect.poll(() => outboxSize(second), { timeout: 30_000 }).toBe(0);
    expect(await rowsWith(messages[0]!)).toHaveLength(1);
    expect(await rowsWith(messages[1]!)).toHaveLength(1);
    await context.close();
  });

  it('a message sent offline in a tab that was then closed is sent once by the next page opened online', async () => {
    const { context } = await openPage(env.browser, { locale: 'en-US' });
    const page = await openContact(context);
    const message = `Written offline, tab closed (${Date.now()}).`;
    await fillContact(page, message);
    await context.setOffline(true);
    await submitOffline(page);
    await page.close();
    await context.setOffline(false);

    const later = await context.newPage();
    await later.goto(`${env.site.url}/about?lang=en`);
    await waitForSite(later);
    await expect.poll(() => outboxSize(later), { timeout: 30_000 }).toBe(0);
    expect(await rowsWith(message)).toHaveLength(1);
    await context.close();
  });
});
