// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { language, setLanguage } from '@site/shared/state';
import { loadTexts, texts, textsIfLoaded } from './dictionaries';
import { switchLanguage, toggleLanguage } from './switch-language';

describe('texts loaded per language', () => {
  afterEach(() => {
    setLanguage('ar');
    vi.restoreAllMocks();
  });

  it("loads a language's texts and keeps them", async () => {
    const english = await loadTexts('en');
    expect(english.nav.home).toBe('Home');
    expect(textsIfLoaded('en')).toBe(english);
    await expect(loadTexts('en')).resolves.toBe(english);
  });

  it('switches language only once its texts are there, and the texts follow', async () => {
    await loadTexts('ar');
    setLanguage('ar');
    expect(texts.value.nav.home).toBe('الرئيسية');
    const switching = switchLanguage('en');
    await expect(switching).resolves.toBe(true);
    expect(language.value).toBe('en');
    expect(texts.value.nav.home).toBe('Home');
    await toggleLanguage();
    expect(language.value).toBe('ar');
    expect(texts.value.nav.home).toBe('الرئيسية');
    expect(sessionStorage.getItem('language')).toBe('ar');
  });
});
