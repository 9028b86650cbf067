import { Moon, Sun, toggleTheme, useT, useTheme } from '@site/shared';

export function ThemeToggle() {
  const t = useT();
  const dark = useTheme() === 'dark';
  const label = dark ? t.header.themeToLight : t.header.themeToDark;
  return (
    <button type="button" onClick={toggleTheme} className="icon-btn" aria-label={label} title={label} data-testid="theme-toggle">
      {dark ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}
