import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Language } from '../contract/envelope';

/**
 * Which reads of this page view the stored copy answered (`lang path`), so a screen can say
 * so (the portfolio detail's 'Offline Mode Active' banner). Eager and tiny: the request client
 * writes it, screens read it; the store itself stays in its own chunk.
 */
const answered = signal<ReadonlySet<string>>(new Set());
export const storeAnswers: ReadonlySignal<ReadonlySet<string>> = answered;

const keyOf = (path: string, lang: Language) => `${lang} ${path}`;

export function wasAnsweredFromStore(path: string, lang: Language): boolean {
  return answered.value.has(keyOf(path, lang));
}

export function markAnswered(path: string, lang: Language, fromStore: boolean): void {
  const key = keyOf(path, lang);
  if (answered.peek().has(key) === fromStore) return;
  const next = new Set(answered.peek());
  if (fromStore) next.add(key);
  else next.delete(key);
  answered.value = next;
}

/** The chunk of the store (download, read, outbox), loaded once on first use. */
export const loadOfflineStore = () => import(/* webpackChunkName: "offline-store" */ './store');

/** The stored reply for a failed read, or `undefined` (nothing stored, or the store cannot be opened). */
export async function storedReplyFor(path: string, lang: Language): Promise<unknown> {
  try {
    const body = await (await loadOfflineStore()).readStoredReply(path, lang);
    if (body !== undefined) markAnswered(path, lang, true);
    return body;
  } catch {
    return undefined;
  }
}
