import { signal } from '@preact/signals-core';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The one theme signal of the page (light by default, or the stored value: docs/product.md#theme-and-language). */
export const theme = signal<Theme>(DEFAULT_THEME);

export function setTheme(next: Theme): void {
  theme.value = next;
  writeStored('local', STORAGE_KEYS.theme, next);
}

export function toggleTheme(): void {
  setTheme(theme.value === 'light' ? 'dark' : 'light');
}

export function initTheme(): Theme {
  const stored = readStored('local', STORAGE_KEYS.theme);
  theme.value = isTheme(stored) ? stored : DEFAULT_THEME;
  return theme.value;
}
