// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineMode } from '@site/shared/state';
import { resume } from './store';

// The worker's page side: a spy in its place (the registration itself is tested in service-worker.test.ts).
const setUp = vi.hoisted(() => vi.fn(async (_win: Window) => undefined));
vi.mock('./service-worker', () => ({ setUpServiceWorker: setUp, installServiceWorker: vi.fn(), removeServiceWorker: vi.fn() }));

describe("the store's resume on a page load that found something to do", () => {
  afterEach(() => {
    offlineMode.value = false;
    setUp.mockClear();
  });

  it('sets up the service worker (registered with the mode on, removed with it off), and with the mode off and no sends waiting does nothing more', () => {
    const online = vi.spyOn(window, 'addEventListener');
    resume(() => 'en');
    expect(setUp).toHaveBeenCalledWith(window);
    expect(online).not.toHaveBeenCalled();
    online.mockRestore();
  });
});
