import { signal } from '@preact/signals-core';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './storage';

/**
 * The offline-mode flag (stored locally as `true`/`false`: docs/product.md#stored-preferences). Every app reads
 * this one signal through the shared module; only the offline toggle and the offline store
 * (`offline/`) write it. The stored content itself is never in localStorage (see offline/).
 */
export const offlineMode = signal<boolean>(false);

export function setOfflineMode(on: boolean): void {
  offlineMode.value = on;
  writeStored('local', STORAGE_KEYS.offlineMode, on ? 'true' : 'false');
}

/** Reads the stored flag (anything but `'true'` is off). */
export function initOfflineMode(): boolean {
  offlineMode.value = readStored('local', STORAGE_KEYS.offlineMode) === 'true';
  return offlineMode.value;
}
