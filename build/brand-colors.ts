import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './source-files';

/** A theme's colours the installable app takes from the design tokens (shared/src/styles/palette.css). */
export interface ThemeColors {
  /** the page's background: the toolbar's and the splash screen's colour */
  bg: string;
}

/** `--name: #rrggbb` inside the first block opened by `selector`. */
function token(css: string, selector: string, name: string): string {
  const start = css.indexOf(`${selector} {`);
  const block = start < 0 ? '' : css.slice(start, css.indexOf('}', start));
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(block)?.[1];
  if (!value) throw new Error(`palette.css: no --${name} in ${selector}`);
  return value.toLowerCase();
}

/** The light and dark themes' colours, read from the tokens so the app and the pages cannot differ. */
export function brandColors(): { light: ThemeColors; dark: ThemeColors } {
  const css = readFileSync(path.join(repoRoot, 'shared', 'src', 'styles', 'palette.css'), 'utf8');
  return { light: { bg: token(css, ':root', 'bg') }, dark: { bg: token(css, '.dark', 'bg') } };
}
