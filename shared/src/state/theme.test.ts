// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initTheme, setTheme, theme, toggleTheme } from './theme';

describe('theme', () => {
  afterEach(() => localStorage.clear());

  it('defaults to light', () => {
    expect(initTheme()).toBe('light');
  });

  it('uses the stored value and ignores junk', () => {
    localStorage.setItem('theme', 'dark');
    expect(initTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(initTheme()).toBe('light');
  });

  it('toggling saves the choice persistently', () => {
    setTheme('light');
    toggleTheme();
    expect(theme.value).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
