import { toggleLanguage, useT } from '@site/shared';
import { Languages } from 'lucide-react';

/** Shows the other language's own name; switching re-renders every app through the shared signal. */
export function LanguageSwitcher() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={toggleLanguage}
      className="btn btn-ghost min-h-11 px-3 text-sm"
      aria-label={t.header.switchLanguageLabel}
      data-testid="language-switcher"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={t.header.switchLanguage === 'English' ? 'en' : 'ar'}>{t.header.switchLanguage}</span>
    </button>
  );
}
