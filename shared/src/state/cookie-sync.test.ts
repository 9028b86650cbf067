// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { syncLanguageCookie } from './cookie-sync';
import { setLanguage } from './language';

describe('syncLanguageCookie', () => {
  const disposers: (() => void)[] = [];
  afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

  it('keeps a session cookie with the language for the server, and follows every change', () => {
    setLanguage('en');
    disposers.push(syncLanguageCookie(document));
    expect(document.cookie).toContain('language=en');
    setLanguage('ar');
    expect(document.cookie).toContain('language=ar');
    expect(document.cookie).not.toContain('language=en');
  });
});
