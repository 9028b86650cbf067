// @vitest-environment jsdom
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, switchLanguage } from '@site/shared/i18n';
import { SERVER_LANGUAGE_ATTRIBUTE, initLanguage, language, setLanguage } from '@site/shared/state';
import { idPrefix, LIVE_ATTRIBUTE, reactApp, SERVER_RENDERED_ATTRIBUTE } from './react-app';
import { useDirection, useLanguage } from './use-preferences';
import { useScreenTexts, useT } from './use-t';

function Heading() {
  const t = useT();
  const screens = useScreenTexts();
  return (
    <h1 lang={useLanguage()} dir={useDirection()}>
      {t.nav.home} · {screens.lightbox.close}
    </h1>
  );
}

function Screen() {
  return (
    <Suspense fallback="…">
      <Heading />
    </Suspense>
  );
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(SERVER_LANGUAGE_ATTRIBUTE);
  // Forgets the server's language too (no attribute now): the files after this one share the
  // module (vitest.config.ts, project unit-dom), and hydrate in their own language.
  initLanguage(window);
  setLanguage('ar');
  vi.restoreAllMocks();
});

describe('hydration and the language', () => {
  it('hydrates the language of the server HTML when the visitor switched before the slot hydrated, then shows the new one', async () => {
    await Promise.all([loadTexts('ar'), loadTexts('ar', 'screens')]);
    setLanguage('ar');
    const html = renderToString(<Screen />, { identifierPrefix: idPrefix('main') });
    const slot = document.createElement('main');
    slot.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    slot.innerHTML = html;
    document.body.append(slot);
    document.documentElement.setAttribute(SERVER_LANGUAGE_ATTRIBUTE, 'ar');
    initLanguage(window);
    const arabic = slot.textContent;

    // The shell's switcher is live before the content app: the visitor switches first.
    await switchLanguage('en');
    expect(language.value).toBe('en');
    expect(slot.textContent).toBe(arabic);

    const errors = vi.spyOn(console, 'error');
    const app = reactApp<{ el: HTMLElement }>('test-app', Screen, 'main', (props) => props.el);
    await app.mount({ el: slot });
    expect(slot.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    await vi.waitFor(() => expect(slot.querySelector('h1')?.getAttribute('lang')).toBe('en'));
    const english = await loadTexts('en');
    const englishScreens = await loadTexts('en', 'screens');
    expect(slot.querySelector('h1')?.textContent).toBe(`${english.nav.home} · ${englishScreens.lightbox.close}`);
    expect(slot.querySelector('h1')?.getAttribute('dir')).toBe('ltr');
    expect(errors).not.toHaveBeenCalled();
    await app.unmount({ el: slot });
  });
});
