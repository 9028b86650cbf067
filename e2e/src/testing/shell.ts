import type { BrowserContext, Page, Route } from 'playwright-core';
import { withinLimit } from './stall';

/** The two widths the shell is checked at: a phone and a laptop. */
export const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export const languages = [
  { lang: 'ar', locale: 'ar-EG' },
  { lang: 'en', locale: 'en-US' },
] as const;

export function scrollTo(page: Page, y: number): Promise<void> {
  const scrolled = page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    // Let the scroll event reach React and the re-render commit.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
  return withinLimit(page, `scrolling to ${y} and two frames after it`, scrolled);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The contact page's reply (GET /api/v1/pages/contact), as the wire contract shapes it. */
export function contactReply(contactInfo: Record<string, string | null>): string {
  return JSON.stringify({
    success: true,
    data: {
      contact_info: contactInfo,
      social_media: [],
      about: { business_name: 'Nasaq', business_description: 'Technology solutions' },
      statistics: {},
    },
  });
}

/** Answers the contact page call with `contactInfo` (so a test does not depend on seeded data). */
export async function serveContactInfo(page: Page, contactInfo: Record<string, string | null>): Promise<void> {
  await page.route('**/api/v1/pages/contact**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: contactReply(contactInfo) }));
}

/** The messaging app's chat pages, answered locally (the test machine has no outside network). */
export async function fakeChatSite(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
}

/**
 * Rewrites a JavaScript file on its way to the page (test-only: the shipped files are not
 * touched). The server sends precompressed files, so the encoding headers are dropped.
 */
export async function rewriteScript(route: Route, rewrite: (body: string) => string): Promise<void> {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({ response, headers, body: rewrite(await response.text()) });
}
