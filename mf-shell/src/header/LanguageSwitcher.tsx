import { Languages, loadTextsInUse, toggleLanguage, useLanguage, useT } from '@site/shared';

/**
 * Shows the other language's own name; switching re-renders every app through the shared
 * signal once the other language's texts are loaded (fetched ahead on hover or focus).
 */
export function LanguageSwitcher() {
  const t = useT();
  const other = useLanguage() === 'ar' ? 'en' : 'ar';
  // A failed prefetch is retried by the click itself, which reports it.
  const prefetch = () => void loadTextsInUse(other).catch(() => undefined);
  return (
    <button
      type="button"
      onClick={() => void toggleLanguage()}
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
    </button>
  );
}
