import { computed, signal } from '@preact/signals-core';
import type { Language } from '@site/shared/contract';
import { DEFAULT_LANGUAGE, isLanguage, resolveLanguage } from './language-rule';
import { SERVER_LANGUAGE_ATTRIBUTE, STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './storage';

export type { Language };
export type Direction = 'rtl' | 'ltr';

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

/**
 * The page's first language. A page the server rendered starts in the language of its HTML
 * (`<html data-ssr-lang>`: the server applied the same rule to the request, and that HTML is what
 * hydrates); otherwise the rule of `language-rule.ts` over the browser's sources: the URL's
 * `?lang=`, the session's stored choice, `navigator.languages`. The result is stored for the session.
 */
export function initLanguage(win: Window): Language {
  const server = win.document.documentElement.getAttribute(SERVER_LANGUAGE_ATTRIBUTE);
  rendered = isLanguage(server) ? server : undefined;
  const initial =
    rendered ??
    resolveLanguage({
      asked: new URLSearchParams(win.location.search).get('lang'),
      chosen: readStored('session', STORAGE_KEYS.language),
      preferred: win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language ?? ''],
    });
  setLanguage(initial);
  return initial;
}
