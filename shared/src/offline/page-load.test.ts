// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language, offlineMode } from '@site/shared/state';
import { startOfflineMode } from './index';

// The store's chunk, which the page-load check may load: a spy in its place.
const resume = vi.hoisted(() => vi.fn((_lang: () => string) => undefined));
vi.mock('./store', () => ({ resume }));
/** The language the store's resume would read when it runs. */
const resumedLanguage = () => resume.mock.calls[0]![0]();

/** A window whose idle callbacks run when the test says, with or without a controlling worker. */
function fakeWindow(options: { controlled: boolean; workers?: boolean; readyState?: DocumentReadyState }) {
  const idle: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const win = {
    navigator: options.workers === false ? {} : { serviceWorker: { controller: options.controlled ? {} : null } },
    document: { readyState: options.readyState ?? 'complete' },
    requestIdleCallback: (run: () => void) => idle.push(run),
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
  };
  return { win: win as unknown as Window, idle, loadListeners };
}

/** Lets dynamic imports and their `then` settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("offline mode's page-load check (the first page's only offline work)", () => {
  beforeEach(() => resume.mockClear());
  afterEach(() => {
    offlineMode.value = false;
    language.value = 'ar';
    localStorage.clear();
  });

  it('loads nothing with offline mode off, no sends waiting and no worker controlling the page (every first visit)', async () => {
    offlineMode.value = true; // left from another page view: the stored flag decides
    const { win, idle } = fakeWindow({ controlled: false });
    startOfflineMode(win);
    expect(offlineMode.value).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await settle();
    expect(resume).not.toHaveBeenCalled();
  });

  it('with offline mode on, loads the store once the page is idle (worker registered, copy refreshed)', async () => {
    localStorage.setItem('offlineMode', 'true');
    const { win, idle } = fakeWindow({ controlled: false });
    startOfflineMode(win);
    expect(offlineMode.value).toBe(true);
    await settle();
    expect(resume).not.toHaveBeenCalled();
    idle[0]!();
    await vi.waitFor(() => expect(resume).toHaveBeenCalledTimes(1));
    language.value = 'en';
    expect(resumedLanguage()).toBe('en');
  });

  it('with offline mode off, loads the store when a worker left from before controls the page (to remove it)', async () => {
    const { win, idle } = fakeWindow({ controlled: true });
    startOfflineMode(win);
    idle[0]!();
    await vi.waitFor(() => expect(resume).toHaveBeenCalledTimes(1));
  });

  it('with offline mode off, loads the store when sends wait in the outbox (to send them)', async () => {
    localStorage.setItem('offlineOutbox', 'waiting');
    const { win, idle } = fakeWindow({ controlled: false, workers: false });
    startOfflineMode(win);
    idle[0]!();
    await vi.waitFor(() => expect(resume).toHaveBeenCalledTimes(1));
  });

  it('waits for the load event when the page is still loading', async () => {
    localStorage.setItem('offlineMode', 'true');
    const { win, idle, loadListeners } = fakeWindow({ controlled: false, readyState: 'interactive' });
    startOfflineMode(win);
    expect(idle).toHaveLength(0);
    loadListeners[0]!();
    idle[0]!();
    await vi.waitFor(() => expect(resume).toHaveBeenCalledTimes(1));
  });

  it('loads nothing with offline mode off in a browser without service workers', async () => {
    const { win, idle } = fakeWindow({ controlled: false, workers: false });
    startOfflineMode(win);
    idle[0]!();
    await settle();
    expect(resume).not.toHaveBeenCalled();
  });
});
