/**
 * '@site/shared/state': the page's state as signals (language and direction, theme, offline
 * mode), the storage and cookie keys they persist under, the syncs that mirror them into the
 * document, the URL and the cookie, `track` (a promise whose outcome can be read at once), and
 * the outcome of a form sent without its code that the page was rendered with (form-outcome.ts),
 * and the one way a caught error is reported (client-errors.ts).
 * The inline boot, font, layout and entry scripts (boot-script.ts, font-script.ts,
 * layout-script.ts, entry-script.ts) are build-time strings for index.html: the build imports
 * them from their files, so no page's copy of this door carries them.
 */
export { LANGUAGE_COOKIE, OUTBOX_HINT_KEY, SECTION_SCRIPTS_ELEMENT_ID, SERVER_LANGUAGE_ATTRIBUTE, STORAGE_KEYS } from './keys';
export { readStored, writeStored, type StorageKind } from './storage';
export { DEFAULT_LANGUAGE, LANGUAGES, acceptedLanguages, isLanguage, resolveLanguage, type LanguageSources } from './language-rule';
export { direction, directionOf, initLanguage, language, renderedLanguage, setLanguage, type Direction } from './language';
export { DEFAULT_THEME, initTheme, isTheme, setTheme, theme, toggleTheme, type Theme } from './theme';
export { initOfflineMode, offlineMode, setOfflineMode } from './offline-mode';
export { syncDocumentElement } from './document-sync';
export { syncLanguageQuery } from './url-sync';
export { syncLanguageCookie } from './cookie-sync';
export { EACH_PARTS_HINT_ATTRIBUTE, LAYOUT_EACH_ATTRIBUTE, LAYOUT_LATER_ATTRIBUTE, layOutEveryPart } from './layout-later';
export { fulfilled, markFulfilled, track, type Tracked } from './tracked';
export { forgetFormOutcome, pageFormOutcome, setFormOutcome } from './form-outcome';
export { reportError, setErrorReporter, type CaughtError } from './client-errors';
