import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PendingSend } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import { OFFLINE_DB_NAME, OFFLINE_DB_VERSION } from '@site/shared/worker';

/**
 * The offline store's IndexedDB database, through `idb` (a 1 KB promise wrapper over the
 * browser's own API; typed stores, transactions that do not auto-close under `await`).
 *
 * - `replies`: reply bodies of the API as the download read them, keyed `lang path`
 *   (`en /v1/projects/3`), so the request client answers a failed read with the very body a
 *   screen would have parsed. A second path for the same body (a project read by id and by
 *   slug) is an alias record, not a copy.
 * - `summary`: one record, what the last download stored.
 * - `outbox`: sends made without a network, keyed by their Idempotency-Key.
 */
export type ReplyGroup = 'core' | 'project' | 'blog' | 'design' | 'service' | 'collection';

export interface StoredReply {
  key: string;
  lang: Language;
  path: string;
  /** the reply body (parsed JSON), absent on an alias */
  body?: unknown;
  /** another record's key whose body this path answers with */
  aliasOf?: string;
  /** bytes of the body as stored (its JSON, UTF-8) */
  bytes: number;
  group: ReplyGroup;
  /** newest first within a group: 0 is the newest (the API's order) */
  rank: number;
}

/** Items of each kind a copy keeps, or that the site has. */
export interface KeptCounts {
  projects: number;
  blogs: number;
  designs: number;
}

export interface StoreSummary {
  /** the visitor's language when it was downloaded (planned first) */
  lang: Language;
  /** the languages it keeps (both since the copy keeps both; a copy from before has none here and is refreshed) */
  languages: Language[];
  savedAt: number;
  /** replies stored (lists, items, single reads) */
  items: number;
  failed: number;
  /** bytes stored, and the budget they were planned within */
  bytes: number;
  budget: number;
  /** of `bytes`: each language's replies, lists and pages, and the images (stored once for both) */
  languageBytes: Record<Language, number>;
  imageBytes: number;
  images: number;
  pages: number;
  /** the site did not fit the budget whole: the newest items that fit were kept */
  partial: boolean;
  /** items kept of each kind in each language, and how many the site has */
  kept: Record<Language, KeptCounts>;
  totals: KeptCounts;
}

/** A send kept for later: what the request client hands over (request/offline-backup.ts). */
export type OutboxEntry = PendingSend;

interface OfflineSchema extends DBSchema {
  replies: { key: string; value: StoredReply };
  summary: { key: string; value: StoreSummary };
  outbox: { key: string; value: OutboxEntry; indexes: { createdAt: number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function replyKey(lang: Language, path: string): string {
  return `${lang} ${path}`;
}

let opening: Promise<OfflineDb> | null = null;

/** The database, opened once per page; a blocked upgrade or a deleted database reopens next time. */
export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('replies', { keyPath: 'key' });
      db.createObjectStore('summary');
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
    },
    terminated() {
      opening = null;
    },
  }).then((db) => {
    // Another tab deleting the database (switching off) must not wait for this one.
    db.addEventListener('versionchange', () => {
      db.close();
      opening = null;
    });
    return db;
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/** Closes this page's connection (before deleting the database, and in tests). */
export async function closeOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
}

export function byteSize(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength;
}
