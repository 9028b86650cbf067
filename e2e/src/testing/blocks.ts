import type { Page } from 'playwright-core';

/**
 * Mounts another section's block into the page the way a page of the site shows it: a React
 * root (the page's own React, '@site/shared/blocks' and federation runtime, through the host's shared
 * scope) rendering `<RemoteBlock id={id} props={props} />`, at the end of `<main>`, scrolled
 * into view so it loads. For testing a block in a real page before the page that shows it
 * exists. Resolves once `ready` (the block's first form, unless told) is there.
 */
export async function mountBlock(page: Page, id: string, props: Record<string, unknown> = {}, ready = 'form'): Promise<void> {
  await page.evaluate(
    async ({ id, props }) => {
      type Factory = () => unknown;
      interface Federation {
        __INSTANCES__: { name: string; loadShare(name: string): Promise<Factory | false> }[];
      }
      const federation = (globalThis as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
      const host = federation.__INSTANCES__.find((instance) => instance.name === 'root');
      if (!host) throw new Error('no federation host on the page');
      // No named functions in here: a test runner's transform may wrap them in a helper the page lacks.
      const [shared, react, client] = (await Promise.all(
        ['@site/shared/blocks', 'react', 'react-dom/client'].map(async (name) => {
          const factory = await host.loadShare(name);
          if (!factory) throw new Error(`${name} is not shared`);
          return factory();
        }),
      )) as [
        { RemoteBlock: unknown },
        { createElement: (type: unknown, props: object) => unknown },
        { createRoot: (element: Element) => { render: (node: unknown) => void } },
      ];
      const holder = document.createElement('section');
      holder.setAttribute('data-testid', 'block-harness');
      holder.className = 'container-page py-16';
      document.querySelector('main')?.append(holder);
      client.createRoot(holder).render(react.createElement(shared.RemoteBlock, { id, props }));
      holder.scrollIntoView();
    },
    { id, props },
  );
  await page.locator(`[data-testid="block-harness"] ${ready}`).first().waitFor();
}
