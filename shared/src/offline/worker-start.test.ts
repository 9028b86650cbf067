// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './worker-start';

// The worker's page side is the chunk the check loads: here, a spy in its place.
const setUp = vi.hoisted(() => vi.fn(async (_win: Window) => undefined));
vi.mock('./service-worker', () => ({ setUpServiceWorker: setUp }));

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

/** Lets the dynamic import and its `then` settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first page's check for the service worker", () => {
  beforeEach(() => setUp.mockClear());
  afterEach(() => localStorage.clear());

  it('loads nothing with offline mode off and no worker controlling the page (every first visit)', async () => {
    const { win, idle } = fakeWindow({ controlled: false });
    startServiceWorker(win);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await settle();
    expect(setUp).not.toHaveBeenCalled();
  });

  it('loads the worker code at idle with offline mode on, to register the worker', async () => {
    localStorage.setItem('offlineMode', 'true');
    const { win, idle } = fakeWindow({ controlled: false });
    startServiceWorker(win);
    expect(setUp).not.toHaveBeenCalled();
    idle[0]!();
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledWith(win));
  });

  it('loads the worker code with offline mode off when a worker left from before controls the page, to remove it', async () => {
    localStorage.setItem('offlineMode', 'false');
    const { win, idle } = fakeWindow({ controlled: true });
    startServiceWorker(win);
    idle[0]!();
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledWith(win));
  });

  it('waits for the load event when the page is still loading', async () => {
    localStorage.setItem('offlineMode', 'true');
    const { win, idle, loadListeners } = fakeWindow({ controlled: false, readyState: 'interactive' });
    startServiceWorker(win);
    expect(idle).toHaveLength(0);
    loadListeners[0]!();
    idle[0]!();
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledTimes(1));
  });

  it('does nothing in a browser without service workers', async () => {
    localStorage.setItem('offlineMode', 'true');
    const { win, idle, loadListeners } = fakeWindow({ controlled: false, workers: false });
    startServiceWorker(win);
    expect(idle).toHaveLength(0);
    expect(loadListeners).toHaveLength(0);
  });
});
