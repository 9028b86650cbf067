import { computed, signal } from '@preact/signals-core';
import type { Language } from '@site/shared/contract';
import { SERVER_LANGUAGE_ATTRIBUTE, STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './storage';

export type { Language };
export type Direction = 'rtl' | 'ltr';

export const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/** ar if any preferred language starts with "ar", else en if any starts with "en", else ar (docs/product.md#theme-and-language). */
export function languageFromPreferences(preferred: readonly string[]): Language {
  const lower = preferred.map((tag) => tag.toLowerCase());
  if (lower.some((tag) => tag.startsWith('ar'))) return 'ar';
  if (lower.some((tag) => tag.startsWith('en'))) return 'en';
  return DEFAULT_LANGUAGE;
}

export interface LanguageSources {
  /**
   * The language the server rendered the page in (`<html data-ssr-lang>`). It already applied
   * `?lang=`, the session cookie and `Accept-Language`, and its HTML is what hydrates: it wins.
   */
  server?: string | null;
  /** `?lang=` of the current URL: an explicit request (links carry it), so it wins. */
  query: string | null;
  /** what this browser session stored */
  stored: string | null;
  /** navigator.languages */
  preferred: readonly string[];
}

/** The first-load rule (docs/product.md#theme-and-language), with `?lang=` first because a link asked for it. */
export function resolveInitialLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.server)) return sources.server;
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.stored)) return sources.stored;
  return languageFromPreferences(sources.preferred);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The one language signal of the page. Starts at the default so server rendering is deterministic. */
export const language = signal<Language>(DEFAULT_LANGUAGE);
export const direction = computed<Direction>(() => directionOf(language.value));

/**
 * Sets the language at once. Components read texts of the language set here, so interactive
 * switches go through `switchLanguage` (i18n), which loads the texts first.
 */
export function setLanguage(next: Language): void {
  language.value = next;
  writeStored('session', STORAGE_KEYS.language, next);
}

/** The language of the server's HTML, in the browser of a server-rendered page (else undefined). */
let rendered: Language | undefined;

/**
 * The language the server rendered this page's HTML in. Hydration must render that language, not
 * the current one: a switch made before a slot hydrates (a click on the shell's switcher while the
 * content app still loads) would otherwise make every text differ from the server's HTML.
 */
export function renderedLanguage(): Language | undefined {
  return rendered;
}

/** Reads the browser's sources (server-rendered page, URL, session, navigator) and saves the result in the session. */
export function initLanguage(win: Window): Language {
  const server = win.document.documentElement.getAttribute(SERVER_LANGUAGE_ATTRIBUTE);
  rendered = isLanguage(server) ? server : undefined;
  const initial = resolveInitialLanguage({
    server,
    query: new URLSearchParams(win.location.search).get('lang'),
    stored: readStored('session', STORAGE_KEYS.language),
    preferred: win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language ?? ''],
  });
  setLanguage(initial);
  return initial;
}
