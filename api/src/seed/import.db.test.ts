import { setTimeout as sleep } from 'node:timers/promises';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogDetailResponseSchema, projectsListResponseSchema } from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { testApp, type TestApp } from '../testing/app';
import { markdownToHtml, textOf } from './html';
import { importContent, readContent } from './import';

const contentDir = path.join(repoRoot, 'content');

describe('the content of content/', () => {
  const content = readContent(contentDir);

  it("has the company's offerings (docs/product.md#who-it-is-for), the e-invoicing and HR products, 30 projects in 5+ categories", () => {
    expect(content.services.map((service) => service.slug)).toEqual(
      expect.arrayContaining([
        'web-development',
        'mobile-apps',
        'e-commerce',
        'digital-marketing',
        'databases',
        'cybersecurity',
        'ui-ux-design',
        'e-invoicing',
        'hr-management',
      ]),
    );
    expect(content.projects).toHaveLength(30);
    expect(new Set(content.projects.map((project) => project.category)).size).toBeGreaterThanOrEqual(5);
  });

  it('has 12 articles of 300+ words in each language, with headings, lists and a quote, one is_best', () => {
    expect(content.blogs).toHaveLength(12);
    expect(content.blogs.filter((blog) => blog.is_best)).toHaveLength(1);
    for (const blog of content.blogs) {
      for (const lang of ['ar', 'en'] as const) {
        const html = blog.content_html[lang];
        const words = textOf(html)
          .split(/\s+/)
          .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
        expect(words, `${blog.slug} (${lang})`).toBeGreaterThanOrEqual(300);
        expect(html, blog.slug).toMatch(/<h2>/);
        expect(html, blog.slug).toMatch(/<(ul|ol)>/);
        expect(html, blog.slug).toMatch(/<blockquote>/);
      }
      expect(blog.name.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('has 12 clients (websites, a {token} logo, a relative logo path) and 8 portfolio projects of 5 to 40 images', () => {
    expect(content.clients).toHaveLength(12);
    expect(content.clients.filter((client) => client.website).length).toBeGreaterThan(0);
    expect(content.clients.filter((client) => client.logo_text?.includes('{token}'))).toHaveLength(1);
    expect(content.clients.filter((client) => client.logo_text?.startsWith('api/media/'))).toHaveLength(1);
    expect(content.portfolio).toHaveLength(8);
    const sizes = content.portfolio.map((project) => project.gallery.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(40);
    expect(sizes.filter((size) => size > 19).length).toBeGreaterThanOrEqual(2);
    expect(content.about?.business_name.en).toMatch(/Nasaq/);
    expect(content.contact?.contact_info.working_hours.en).toMatch(/Sunday/);
  });
});

describe('sanitising HTML at import', () => {
  it('keeps formatting and safe links, and drops scripts, handlers, styles and dangerous URLs', () => {
    const html = markdownToHtml(
      [
        '# Title',
        '',
        'Text with <script>alert(1)</script> and <img src=x onerror="alert(1)"> and <b onclick="x()">bold</b>.',
        '',
        '[ok](https://example.com) [bad](javascript:alert(1)) <a href="data:text/html,x">data</a>',
        '',
        '<iframe src="https://evil.example"></iframe><style>body{}</style><p style="color:red">styled</p>',
        '',
        '> quoted',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(html).toContain('<blockquote>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|data:|iframe|<style|style=|<img/i);
  });
});

describe('npm run content:import on a running installation', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await testApp();
    dir = mkdtempSync(path.join(tmpdir(), 'site-content-edit-'));
    cpSync(contentDir, dir, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('updates edited items by slug (same ids), removes deleted ones, keeps submissions, and the server serves it', async () => {
    const before = projectsListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/projects?lang=en' })).json());
    const target = before.data.data.find((project) => project.slug === 'noor-solar-website')!;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'keep-me@example.com' },
    });

    const file = path.join(dir, 'projects', '10-noor-solar-website.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'name: { ar: موقع نور للطاقة الشمسية, en: Noor Solar Website }',
        'name: { ar: موقع نور الجديد, en: Noor Solar New Website }',
      ),
    );
    unlinkSync(path.join(dir, 'projects', '30-nasaq-website.yaml'));
    unlinkSync(path.join(dir, 'blog', '12-payment-options-mena.md'));

    const counts = await importContent(t.database.db, dir);
    expect(counts).toMatchObject({ projects: 29, blogs: 11, removed: 2 });

    // The server's caches follow the content version within a second.
    await sleep(1100);
    const after = projectsListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/projects?lang=en' })).json());
    expect(after.data.total).toBe(29);
    const edited = after.data.data.find((project) => project.slug === 'noor-solar-website')!;
    expect(edited).toMatchObject({ id: target.id, name: 'Noor Solar New Website' });
    expect(after.data.data.map((project) => project.slug)).not.toContain('nasaq-website');
    const gone = await t.app.inject({ method: 'GET', url: '/api/v1/blogs/payment-options-mena' });
    expect(gone.statusCode).toBe(404);
    blogDetailResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/blogs/arabic-first-websites' })).json());
    const subscribers = await t.database.db.selectFrom('subscribers').select('email').execute();
    expect(subscribers).toEqual([{ email: 'keep-me@example.com' }]);
  });

  it('refreshes the tint of an image it already holds (same image, its colours stored anew)', async () => {
    const stale = '#000000 #000000';
    await t.database.db.updateTable('media').set({ tint: stale }).where('tint', 'is not', null).execute();
    await importContent(t.database.db, dir);
    // The images the content still names (a removed project's stay a while, untouched).
    const ids = readContent(dir).media.map((row) => row.id);
    const rows = await t.database.db.selectFrom('media').select('tint').where('tint', 'is not', null).where('id', 'in', ids).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { tint } of rows) {
      expect(tint).not.toBe(stale);
      expect(tint).toMatch(/^#[0-9a-f]{6} #[0-9a-f]{6}$/i);
    }
  });

  it('stores nothing when a file is wrong, and names it', async () => {
    // What the database holds before, whatever the file's other tests changed: the same after.
    const projects = () => t.database.db.selectFrom('projects').select(['id', 'slug', 'updated_at']).orderBy('id').execute();
    const before = await projects();
    writeFileSync(
      path.join(dir, 'projects', '99-broken.yaml'),
      'slug: broken\ncategory: no-such-category\nname: {ar: "أ", en: "a"}\ndescription: {ar: "ب", en: "b"}\n',
    );
    await expect(importContent(t.database.db, dir)).rejects.toThrow(/no-such-category/);
    writeFileSync(path.join(dir, 'projects', '99-broken.yaml'), 'slug: broken\ncategory: [\n');
    await expect(importContent(t.database.db, dir)).rejects.toThrow(/99-broken\.yaml.*not valid YAML/);
    unlinkSync(path.join(dir, 'projects', '99-broken.yaml'));
    expect(await projects()).toEqual(before);
  });
});
