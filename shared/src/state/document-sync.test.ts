// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { syncDocumentElement } from './document-sync';
import { setLanguage } from './language';
import { setTheme } from './theme';
import { syncLanguageQuery } from './url-sync';

describe('document sync', () => {
  const disposers: (() => void)[] = [];
  afterEach(() => {
    disposers.splice(0).forEach((dispose) => dispose());
    window.history.replaceState(null, '', '/');
  });

  it('puts lang, dir and the theme class on <html> and follows changes', () => {
    const root = document.documentElement;
    setLanguage('ar');
    setTheme('light');
    disposers.push(syncDocumentElement(root));
    expect([root.lang, root.dir, root.classList.contains('light')]).toEqual(['ar', 'rtl', true]);
    setLanguage('en');
    setTheme('dark');
    expect([root.lang, root.dir, root.classList.contains('dark'), root.classList.contains('light')]).toEqual(['en', 'ltr', true, false]);
  });

  it("points the toolbar's colour at the site's theme and the app's manifest at its language", () => {
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" data-theme="light">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0a0f1e" data-theme="dark">' +
      '<link rel="manifest" href="/manifest.webmanifest?lang=ar">';
    setLanguage('ar');
    setTheme('light');
    disposers.push(syncDocumentElement(document.documentElement));
    const toolbars = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
    const manifest = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    expect([toolbars(), manifest()]).toEqual([['#ffffff', '#ffffff'], '/manifest.webmanifest?lang=ar']);
    setTheme('dark');
    setLanguage('en');
    expect([toolbars(), manifest()]).toEqual([['#0a0f1e', '#0a0f1e'], '/manifest.webmanifest?lang=en']);
    document.head.innerHTML = '';
  });

  it("leaves <html> untouched when the server's lang, dir and theme are already there (a write would restyle the page)", () => {
    const root = document.documentElement;
    setLanguage('ar');
    setTheme('dark');
    root.lang = 'ar';
    root.dir = 'rtl';
    root.className = 'dark';
    root.style.colorScheme = 'dark';
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(root, { attributes: true });
    disposers.push(syncDocumentElement(root));
    const seen = observer.takeRecords().map((record) => record.attributeName);
    observer.disconnect();
    expect([...writes, ...seen]).toEqual([]);
  });

  it('rewrites an existing ?lang= so a reload keeps the new choice, and adds none otherwise', () => {
    setLanguage('en');
    window.history.replaceState(null, '', '/services?lang=en&x=1');
    disposers.push(syncLanguageQuery(window));
    setLanguage('ar');
    expect(window.location.search).toBe('?lang=ar&x=1');
    window.history.replaceState(null, '', '/about');
    setLanguage('en');
    expect(window.location.search).toBe('');
  });
});
