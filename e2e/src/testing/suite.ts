import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './server';

export interface SuiteEnvironment {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * The real site (on a free port with a throwaway data folder) and a Chromium for one test
 * file: both start before its first test and stop after its last (`env`: the server's extra
 * environment, `RATE_LIMITS: 'off'` for a file that sends many forms). Read `site` and `browser`
 * inside tests and hooks, not at the file's top level.
 */
export function useSiteAndBrowser(env: Record<string, string> = {}): SuiteEnvironment {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is not started yet: use it inside a test or hook`);
    return value;
  };
  return {
    get site() {
      return started(site, 'site');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
