import { loadOfflineStore } from '@site/shared/offline';
import { offlineMode, setOfflineMode } from '@site/shared/state';
import type { Language } from '@site/shared/contract';
import { current, IDLE, show } from './switch-state';

/** What a press of the offline toggle does: in the dialog's chunk (OfflineDialog.tsx), loaded on the first press (or on hover and focus before it). */
let download: AbortController | null = null;

/** The toggle: switching on downloads the copy (the dialog shows progress, then what was stored); switching off removes it. */
export async function toggleOfflineMode(lang: Language): Promise<void> {
  if (download || current().phase === 'removing') return;
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
  // The budget is known once the store's chunk reports (0: not yet).
  show({ phase: 'downloading', progress: { done: 0, total: 1, bytes: 0, budget: 0 } });
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
  else if (current().phase !== 'removing') show(IDLE);
}
