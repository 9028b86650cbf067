import { effect } from '@preact/signals-core';
import { language } from './language';

/**
 * When the address carries `?lang=` and the visitor switches language, rewrite that
 * parameter in place: otherwise a reload would obey the stale parameter and undo the choice.
 */
export function syncLanguageQuery(win: Window): () => void {
  return effect(() => {
    const next = language.value;
    const url = new URL(win.location.href);
    const current = url.searchParams.get('lang');
    if (current === null || current === next) return;
    url.searchParams.set('lang', next);
    win.history.replaceState(win.history.state, '', url);
  });
}
