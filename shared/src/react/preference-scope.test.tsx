// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, setTheme } from '@site/shared/state';
import { SiteLink } from '@site/shared/ui';
import { PreferenceScopeContext, type PreferenceScope } from './preference-scope';
import { useDirection, useLanguage, useTheme } from './use-preferences';
import { useScreenTexts, useT } from './use-t';

afterEach(() => {
  cleanup();
  setLanguage('ar');
  setTheme('light');
});

function Probe({ id }: { id: string }) {
  const t = useT();
  const screens = useScreenTexts();
  return (
    <p data-testid={id} lang={useLanguage()} dir={useDirection()} data-theme={useTheme()}>
      {t.nav.home} · {screens.lightbox.close}
      <SiteLink href="/portfolio/x?lang=en">link</SiteLink>
    </p>
  );
}

const scope = (language: 'ar' | 'en', theme: 'light' | 'dark' = 'light'): PreferenceScope => ({ language, theme, siteOrigin: 'https://nasaq.example' });

describe('a preference scope (an embedded widget)', () => {
  it("takes precedence over the page's signals, so two widgets on one page show two languages and themes", async () => {
    setLanguage('ar');
    setTheme('light');
    render(
      <Suspense fallback="…">
        <PreferenceScopeContext value={scope('en', 'dark')}>
          <Probe id="en" />
        </PreferenceScopeContext>
        <PreferenceScopeContext value={scope('ar')}>
          <Probe id="ar" />
        </PreferenceScopeContext>
        <Probe id="page" />
      </Suspense>,
    );
    const en = await screen.findByTestId('en');
    expect([en.lang, en.dir, en.dataset['theme'], en.textContent]).toEqual(['en', 'ltr', 'dark', 'Home · Closelink']);
    const ar = screen.getByTestId('ar');
    expect([ar.lang, ar.dir, ar.dataset['theme']]).toEqual(['ar', 'rtl', 'light']);
    expect(ar.textContent).toContain('الرئيسية');
    // Outside a scope nothing changed: the page's signals.
    expect(screen.getByTestId('page').lang).toBe('ar');
  });

  it('makes site links open the site itself in a new tab, outside a scope they stay in-site links', async () => {
    render(
      <Suspense fallback="…">
        <PreferenceScopeContext value={scope('en')}>
          <Probe id="widget" />
        </PreferenceScopeContext>
        <Probe id="page" />
      </Suspense>,
    );
    const inWidget = (await screen.findByTestId('widget')).querySelector('a')!;
    expect([inWidget.getAttribute('href'), inWidget.target, inWidget.rel]).toEqual(['https://nasaq.example/portfolio/x?lang=en', '_blank', 'noopener']);
    const onPage = screen.getByTestId('page').querySelector('a')!;
    expect([onPage.getAttribute('href'), onPage.target]).toEqual(['/portfolio/x?lang=en', '']);
  });
});
