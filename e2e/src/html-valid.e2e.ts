import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtmlFolder, type HtmlProblem } from './testing/html-check';
import { startSite, type RunningSite } from './testing/server';
import { everySitePath } from './testing/site-paths';
import { paths } from '@site/shared/site';

/**
 * The server's HTML of every route, in both languages, is valid HTML by the W3C Nu checker
 * (docs/testing.md#the-html-check): the pages are fetched from the real server into a folder, and the checker runs
 * once over the folder. No browser: this is the HTML a crawler, a screen reader's first pass
 * and a browser's parser get before any script.
 */
let site: RunningSite | undefined;
let folder = '';

beforeAll(async () => {
  site = await startSite();
  folder = mkdtempSync(path.join(tmpdir(), 'site-html-'));
});

afterAll(async () => {
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const describeProblem = ({ file, line, message, extract }: HtmlProblem) =>
  `${file}:${line ?? '?'}: ${message}${extract ? `\n    ${extract.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`;

/**
 * The links of a page that leave the site without opening a browser tab of their own: in the
 * installed app they would open inside it (docs/installable-app.md). Empty when every such link
 * has `target="_blank"` and `rel` with `noopener`.
 */
function leavesInApp(html: string, origin: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => {
      const href = /\shref="(https?:[^"]+)"/.exec(tag)?.[1];
      if (!href || new URL(href.replace(/&amp;/g, '&')).origin === new URL(origin).origin) return false;
      return !/\starget="_blank"/.test(tag) || !/\srel="[^"]*\bnoopener\b/.test(tag);
    });
}

describe('the server HTML', () => {
  it('of every route in Arabic and English, the 404 page included, has no error by the Nu HTML checker, a way home and no link that leaves the site in place', async () => {
    if (!site) throw new Error('the site did not start');
    const origin = site.url;
    const sitePaths = await everySitePath(origin);
    const files: string[] = [];
    for (const sitePath of sitePaths) {
      for (const lang of ['ar', 'en'] as const) {
        const response = await fetch(`${origin}${sitePath}?lang=${lang}`);
        expect(response.status, sitePath).toBe(sitePath === '/no-such-page' ? 404 : 200);
        const name = `${sitePath === '/' ? 'home' : sitePath.slice(1).replace(/[^a-z0-9-]+/gi, '_')}.${lang}.html`;
        const html = await response.text();
        writeFileSync(path.join(folder, name), html);
        files.push(name);
        expect(leavesInApp(html, origin), `${sitePath}?lang=${lang}`).toEqual([]);
        // Installed (display-mode standalone) there is no back button or address bar: every page has the header's way home.
        if (sitePath !== paths.embed) expect(html, `${sitePath}?lang=${lang}`).toContain('data-testid="brand-link"');
      }
    }
    expect(files.length).toBe(sitePaths.length * 2);
    // Pages rendered with a form's outcome (docs/forms.md, "Without JavaScript"): its problems and
    // what was typed, and the sent state the page a send leads to shows.
    const post = (to: string, fields: Record<string, string>) =>
      fetch(`${origin}${to}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    const invalid = {
      'contact-invalid.ar.html': await post('/contact?lang=ar', { form: 'contact', firstName: 'سارة', email: 'sara@', message: 'قصير' }),
      'consultation-invalid.en.html': await post('/consultation?lang=en', { form: 'consultation', name: 'Sara Ali', service: '10', description: '' }),
    };
    for (const [name, response] of Object.entries(invalid)) {
      expect(response.status, name).toBe(422);
      writeFileSync(path.join(folder, name), await response.text());
    }
    const sent = await post('/?lang=en', { form: 'newsletter', email: `valid-html-${Date.now()}@example.com` });
    expect(sent.status).toBe(303);
    const shown = await fetch(`${origin}/?lang=en`, { headers: { cookie: sent.headers.get('set-cookie')?.split(';')[0] ?? '' } });
    const sentPage = await shown.text();
    expect(sentPage).toContain('data-testid="newsletter-success"');
    writeFileSync(path.join(folder, 'newsletter-sent.en.html'), sentPage);
    const problems = checkHtmlFolder(folder);
    expect(problems.map(describeProblem), `HTML errors in ${new Set(problems.map((p) => p.file)).size} of ${files.length} pages`).toEqual([]);
  });

  it('is checked by a checker that does report errors: a <div> in a <button> and sizes without srcset', () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'site-html-bad-'));
    try {
      writeFileSync(
        path.join(bad, 'bad.html'),
        '<!doctype html><html lang="en"><head><title>t</title></head><body><button><div>x</div></button><img src="a.png" alt="" sizes="10vw"></body></html>',
      );
      const messages = checkHtmlFolder(bad).map((problem) => problem.message);
      expect(
        messages.some((message) => message.includes('div') && message.includes('button')),
        messages.join('\n'),
      ).toBe(true);
      expect(
        messages.some((message) => message.includes('sizes')),
        messages.join('\n'),
      ).toBe(true);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
