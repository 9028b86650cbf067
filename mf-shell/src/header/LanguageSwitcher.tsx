import { isModifiedClick, withLang } from '@site/shared/site';
import { Languages } from '@site/shared/ui';
import { loadTextsInUse, toggleLanguage } from '@site/shared/i18n';
import { useLanguage, useT } from '@site/shared/react';
import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Shows the other language's own name. A link to this page in the other language (so it
 * works before the scripts run, and opens in a new tab); a plain click switches in place:
 * every app re-renders through the shared signal once the other language's texts are loaded
 * (fetched ahead on hover or focus).
 */
export function LanguageSwitcher() {
  const t = useT();
  const other = useLanguage() === 'ar' ? 'en' : 'ar';
  const [path] = useLocation();
  const search = useSearch();
  // A failed prefetch is retried by the click itself, which reports it.
  const prefetch = () => void loadTextsInUse(other).catch(() => undefined);
  const switchHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void toggleLanguage();
  };
  return (
    <a
      href={withLang(search ? `${path}?${search}` : path, other)}
      hrefLang={other}
      onClick={switchHere}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className="btn btn-ghost min-h-11 px-3 text-sm"
      title={t.header.switchLanguageLabel}
      data-testid="language-switcher"
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* The visible name is part of the accessible name (WCAG 2.5.3): "Switch to Arabic: العربية". */}
      <span className="sr-only">{t.header.switchLanguageLabel}: </span>
      {/* The Arabic label on an English page uses the system's Arabic face: the web font's
          Arabic file (~43 KB) is not worth seven letters. */}
      {t.header.switchLanguage === 'English' ? (
        <span lang="en">{t.header.switchLanguage}</span>
      ) : (
        <span lang="ar" className="font-arabic-system">
          {t.header.switchLanguage}
        </span>
      )}
    </a>
  );
}
