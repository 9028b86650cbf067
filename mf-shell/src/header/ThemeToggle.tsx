import { Moon, Sun } from '@site/shared/ui';
import { toggleTheme } from '@site/shared/state';
import { useT, useTheme } from '@site/shared/react';

/**
 * The theme switch. Its icon follows the `.dark` class by CSS, so the server's HTML (which
 * cannot know the stored theme) shows the right one from the first paint; the label follows
 * the theme once the page is live.
 */
export function ThemeToggle() {
  const t = useT();
  const dark = useTheme() === 'dark';
  const label = dark ? t.header.themeToLight : t.header.themeToDark;
  return (
    <button type="button" onClick={toggleTheme} className="icon-btn" aria-label={label} title={label} data-testid="theme-toggle">
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="size-5 not-dark:hidden" />
    </button>
  );
}
