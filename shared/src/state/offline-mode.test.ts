// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initOfflineMode, offlineMode, setOfflineMode } from './offline-mode';

describe('offline-mode flag (stored locally as true/false)', () => {
  afterEach(() => localStorage.clear());

  it('is off unless the stored value is exactly true', () => {
    expect(initOfflineMode()).toBe(false);
    localStorage.setItem('offlineMode', 'yes');
    expect(initOfflineMode()).toBe(false);
    localStorage.setItem('offlineMode', 'true');
    expect(initOfflineMode()).toBe(true);
  });

  it('writes true and false under offlineMode', () => {
    setOfflineMode(true);
    expect(offlineMode.value).toBe(true);
    expect(localStorage.getItem('offlineMode')).toBe('true');
    setOfflineMode(false);
    expect(offlineMode.value).toBe(false);
    expect(localStorage.getItem('offlineMode')).toBe('false');
  });
});
