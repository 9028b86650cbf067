import { renderWithReplies } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import ContactFormBlock from './contact/ContactFormBlock';
import NewsletterBox from './newsletter/NewsletterBox';
import { serverApp } from './ssr';

async function renderRoute(path: string, lang: Language) {
  const route = await serverApp.load({ path, search: '', lang });
  return renderWithReplies(lang, {}, () => ({
    html: renderToString(<>{route.slots().main}</>),
    status: route.status?.(),
    head: route.head?.(),
    reads: route.reads(),
  }));
}

/** A block as a page shows it: inside its app's router, at the page's address. */
function renderBlock(node: ReactNode, lang: Language, path = '/') {
  return renderWithReplies(lang, {}, () => renderToString(<Router ssrPath={path}>{node}</Router>));
}

/**
 * mf-forms renders on the server (no `window`, no `document`): /consultation in both languages,
 * and the two blocks other sections' pages show, without making the page load the screens texts.
 */
describe('mf-forms renders on the server', () => {
  it('/consultation, in Arabic and in English, with its head', async () => {
    expect(typeof window).toBe('undefined');
    const ar = await renderRoute('/consultation', 'ar');
    expect(ar.result.html).toContain('اطلب استشارة مجانية');
    expect(ar.result.html).toContain('href="/about?lang=ar"');
    expect(ar.result.html).toMatch(/<form novalidate=""/i);
    expect(ar.result.head?.title).toContain('نسق');
    expect(ar.result.status).toBe(200);
    expect(ar.result.reads).toEqual([]);
    // Its own page brings the forms' texts (and no other screen's).
    expect(ar.usedPacks).toEqual(['forms']);

    const en = await renderRoute('/consultation', 'en');
    expect(en.result.html).toContain('Request a free consultation');
    expect(en.result.html).toContain('We respond within 24 hours');
    // A real HTML form: posted by the browser itself to the page, when its code is not there.
    expect(en.result.html).toContain('method="post"');
    expect(en.result.html).toContain('action="/consultation?lang=en#consultation-form"');
    expect(en.result.html).toContain('<input type="hidden" name="form" value="consultation"/><input type="hidden" name="idempotency_key" value=""/>');
    expect(en.result.html).not.toMatch(/<button type="submit"[^>]*disabled/);
    expect(en.result.html).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('the newsletter box and the contact form, without asking the page to load the screens texts first', () => {
    const newsletter = renderBlock(<NewsletterBox />, 'ar');
    expect(newsletter.result).toContain('اشترك في نشرتنا البريدية');
    expect(newsletter.result).toContain('dir="ltr"');
    expect(newsletter.usedPacks).toEqual([]);

    expect(newsletter.result).toContain('action="/?lang=ar#newsletter-form"');

    const contact = renderBlock(<ContactFormBlock />, 'en', '/contact');
    expect(contact.result).toContain('Send us a message');
    expect(contact.result).toMatch(/autocomplete="given-name"/i);
    expect(contact.result).toContain('action="/contact?lang=en#contact-form"');
    // Enabled from the first HTML on: a press before the code is in sends or waits (docs/forms.md).
    expect(contact.result).not.toMatch(/<button type="submit"[^>]*disabled/);
    expect(contact.usedPacks).toEqual([]);
    expect(contact.result + newsletter.result).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('the 404 page for a path it does not know', async () => {
    expect((await renderRoute('/consultation/x', 'en')).result.status).toBe(404);
  });
});
