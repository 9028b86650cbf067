import { useSyncExternalStore } from 'react';
import type { DownloadProgress, OutboxEntry, StorageFacts, StoreSummary } from '@site/shared/offline';

/**
 * What the offline dialog shows (docs/offline.md#what-the-visitor-gets): one state for the page, shared by the header's
 * toggle and the mobile menu's, so there is one download and one dialog. In the dialog's chunk
 * with the switching (switch-flow.ts), loaded with the first press: the first page holds none of it.
 */
export type OfflineDialogState =
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: DownloadProgress }
  | { phase: 'success'; summary: StoreSummary; storage: StorageFacts; waiting: OutboxEntry[] }
  | { phase: 'removing' }
  | { phase: 'off'; waiting: OutboxEntry[] }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

let state: OfflineDialogState = { phase: 'idle' };
const listeners = new Set<() => void>();

/** The dialog's state in React (both toggles and the one dialog read it). */
export function useOfflineDialog(): OfflineDialogState {
  return useSyncExternalStore(subscribe, current, idle);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const current = () => state;
export const IDLE: OfflineDialogState = { phase: 'idle' };
const idle = () => IDLE;

export function show(next: OfflineDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}
