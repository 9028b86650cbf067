// @vitest-environment jsdom
import { setLanguage } from '@site/shared/state';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner, RESTORED_BANNER_MS } from './ConnectionBanner';

function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ConnectionBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setLanguage('en');
    Object.defineProperty(window.navigator, 'onLine', { value: true, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    // Back to jsdom's own getter (always online): the files after this one share the DOM.
    delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it('shows nothing while online, and keeps its live regions in the page', () => {
    render(<ConnectionBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.queryByTestId('online-banner')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows a red alert that stays while offline, then a green status for 3 s', () => {
    render(<ConnectionBanner />);
    goOnline(false);
    expect(screen.getByRole('alert').textContent).toContain('Lost internet connection');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('offline-banner')).toBeTruthy();

    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Connection restored');
    act(() => {
      vi.advanceTimersByTime(RESTORED_BANNER_MS - 10);
    });
    expect(screen.getByTestId('online-banner')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByTestId('online-banner')).toBeNull();
  });

  it('shows the red banner at once when the page opens offline, in Arabic', () => {
    setLanguage('ar');
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    render(<ConnectionBanner />);
    expect(screen.getByRole('alert').textContent).toContain('انقطع الاتصال بالإنترنت');
  });
});
