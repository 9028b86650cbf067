import type { Language } from '@site/shared/contract';

/** What a submission is (the outbox keeps it with the send). */
export type SendKind = 'contact' | 'consultation' | 'newsletter';

/** A send that found no network, kept to be sent again later with the same Idempotency-Key. */
export interface PendingSend {
  /** the Idempotency-Key the send carries, on every try */
  key: string;
  kind: SendKind;
  path: string;
  lang: Language;
  body: unknown;
  createdAt: number;
}

/**
 * What a stored copy of the site lends the request client when the network fails it (offline
 * mode, docs/offline.md). The client never imports the store: the offline door plugs itself in
 * here (`connectOfflineStore`, which the host's start calls), so the request client stays below
 * it and works the same without it (a read that fails fails, a send that fails fails).
 */
export interface OfflineBackup {
  /** With offline mode on, the stored reply for a read that could not reach the network; `undefined` when there is none. */
  storedReply(path: string, lang: Language): Promise<unknown>;
  /** A read the network answered: it no longer counts as answered from the store. */
  answeredOnline(path: string, lang: Language): void;
  /** Keeps a send for later; rejects when it cannot (no IndexedDB here). */
  keepSend(send: PendingSend): Promise<void>;
}

let backup: OfflineBackup | undefined;

/** Plugs a backup in (or out, with `undefined`): the last one given is the one used. */
export function setOfflineBackup(next: OfflineBackup | undefined): void {
  backup = next;
}

export function offlineBackup(): OfflineBackup | undefined {
  return backup;
}
