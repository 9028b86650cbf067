import { useSyncExternalStore } from 'react';
import {
  loadOfflineStore,
  offlineMode,
  setOfflineMode,
  type DownloadProgress,
  type Language,
  type OutboxEntry,
  type StorageFacts,
  type StoreSummary,
} from '@site/shared';

/**
 * What the offline dialog shows (issue 17): one state for the page, shared by the header's
 * toggle and the mobile menu's, so there is one download and one dialog.
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
const current = () => state;
const IDLE: OfflineDialogState = { phase: 'idle' };
const idle = () => IDLE;

function show(next: OfflineDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

let download: AbortController | null = null;

/** The toggle: switching on downloads the copy (the dialog shows progress, then what was stored); switching off removes it. */
export async function toggleOfflineMode(lang: Language): Promise<void> {
  if (download || state.phase === 'removing') return;
  if (offlineMode.peek()) {
    show({ phase: 'removing' });
    try {
      const store = await loadOfflineStore();
      const { waiting } = await store.switchOff();
      setOfflineMode(false);
      show({ phase: 'off', waiting });
    } catch {
      // The flag goes off all the same: no screen reads a copy the visitor asked to remove.
      setOfflineMode(false);
      show({ phase: 'off', waiting: [] });
    }
    return;
  }

  const controller = new AbortController();
  download = controller;
  show({ phase: 'downloading', progress: { done: 0, total: 1 } });
  try {
    const store = await loadOfflineStore();
    const result = await store.switchOn({
      lang,
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) show({ phase: 'downloading', progress });
      },
    });
    setOfflineMode(true);
    show({ phase: 'success', ...result, waiting: await store.waitingSends().catch(() => []) });
  } catch {
    const cancelled = controller.signal.aborted;
    // Whatever the aborted or failed download stored goes: the mode is either whole or off.
    await loadOfflineStore()
      .then((store) => store.switchOff())
      .catch(() => undefined);
    show({ phase: cancelled ? 'cancelled' : 'failed' });
  } finally {
    download = null;
  }
}

/** Cancel (or closing the dialog) while the download runs. */
export function cancelOfflineDownload(): void {
  download?.abort();
}

export function closeOfflineDialog(): void {
  if (download) cancelOfflineDownload();
  else if (state.phase !== 'removing') show(IDLE);
}
