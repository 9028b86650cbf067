import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

/**
 * A stand-in for the React DevTools hook: every copy of react-dom that starts registers
 * its renderer here, so the count is the number of react-dom copies on the page.
 */
function installRendererCounter(): void {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

function rendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

/** Each shared package loaded on the page → the containers it was loaded from. */
function sharesLoadedFrom(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown };
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__
      .__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes['default'] ?? {})) {
        for (const entry of Object.values(versions)) {
          if (entry.loaded || entry.loading) (result[pkg] ??= []).push(entry.from);
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([pkg, from]) => [pkg, [...new Set(from)]]));
  });
}

/**
 * What the host provides and loads before any section starts (build/shared-deps.ts
 * `hostProvided`): React, the signals core and the doors of '@site/shared' that hold state (the
 * language and theme, the texts, the request cache, offline mode, React's contexts, the remote
 * loader, the route head) or that every page uses. The sections are built with no copy of them.
 */
const hostLoaded = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@preact/signals-core',
  '@site/shared/state',
  '@site/shared/i18n',
  '@site/shared/request',
  '@site/shared/offline',
  '@site/shared/react',
  '@site/shared/blocks',
  '@site/shared/page',
  '@site/shared/site',
  '@site/shared/format',
  '@site/shared/ui',
];

describe('one copy of each singleton', () => {
  it('loads react-dom once, and every door of @site/shared from the host, even when the remotes race under network jitter', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await context.addInitScript(installRendererCounter);
    await page.route('**/*.js', async (route) => {
      await sleep(Math.random() * 300);
      await route.continue();
    });
    for (let load = 0; load < 6; load += 1) {
      await page.goto(env.site.url);
      await waitForSite(page);
      await page.getByTestId('service-card').first().waitFor();
      expect(await rendererCount(page)).toBe(1);
      const loadedFrom = await sharesLoadedFrom(page);
      for (const pkg of hostLoaded) expect(loadedFrom[pkg], pkg).toEqual(['root']);
    }
    // Both apps use hooks: with a second copy of `react` they would fail ("Invalid hook call").
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares one signals core and one copy of the state and i18n doors: a switch in the shell re-renders the pages app', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(env.site.url);
    await waitForSite(page);
    const headline = page.getByTestId('home-hero').locator('h1');
    expect(await headline.textContent()).toBe('نبني المنتجات الرقمية التي تنمو بها أعمالك');
    await page.getByTestId('language-switcher').click(); // lives in mf-shell
    await expect.poll(() => headline.textContent()).toBe('We build the digital products your business grows on'); // mf-pages
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true); // root-config
    await context.close();
  });

  it('downloads the federation runtime core once, and each shared package from one container', async () => {
    const { context, page } = await openPage(env.browser);
    // Each script's text is read by a call to the browser that `networkidle` does not wait for:
    // every read is awaited before counting, and one the closing page cuts short is caught.
    const reads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') reads.push(response.text().catch((error: unknown) => `(unread: ${String(error)})`));
    });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.getByTestId('service-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(reads);
    // A marker of @module-federation/runtime-core's global state; remotes use the host's copy.
    expect(scripts.filter((body) => body.includes('__GLOBAL_LOADING_REMOTE_ENTRY__'))).toHaveLength(1);

    // Each from the host, the one container built with a copy of it.
    const loadedFrom = await sharesLoadedFrom(page);
    for (const pkg of hostLoaded) expect(loadedFrom[pkg], pkg).toEqual(['root']);
    // wouter, which each section brings a copy of too: one copy for the page.
    expect(loadedFrom['wouter']).toHaveLength(1);
    await context.close();
  });
});
