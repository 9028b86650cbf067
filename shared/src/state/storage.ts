/**
 * Storage that never throws: private modes, sandboxed iframes and disabled cookies make
 * `localStorage`/`sessionStorage` throw on access, and a preference must never break a page.
 */
export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or access denied: the preference just lasts for this page view.
  }
}
