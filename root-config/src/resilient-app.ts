import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { SERVER_RENDERED_ATTRIBUTE } from '@site/shared/react';
import type { RemoteName } from '@site/shared/contract';
import { reportError } from '@site/shared/state';
import { loadExposed } from './federation/remotes';
import { renderSectionFallback } from './section-fallback';

type Lifecycle<P> = LifeCycleFn<P> | LifeCycleFn<P>[];

async function run<P>(lifecycle: Lifecycle<P> | undefined, props: P & AppProps): Promise<void> {
  const steps = lifecycle === undefined ? [] : Array.isArray(lifecycle) ? lifecycle : [lifecycle];
  for (const step of steps) await step(props);
}

/**
 * single-spa lifecycles for a remote that may be down. Loading happens at mount, not in
 * single-spa's loading function, because single-spa keeps whatever that function returned:
 * here a failed load shows a bilingual fallback in the app's place, and the next mount
 * (navigating away and back, or the fallback's retry button) tries the remote again.
 */
export function resilientApp<P extends object>(remote: RemoteName, fallbackSlot: (props: P & AppProps) => HTMLElement): LifeCycles<P> {
  let app: LifeCycles<P> | null = null;
  let removeFallback: (() => void) | null = null;

  async function mount(props: P & AppProps): Promise<void> {
    if (!app) {
      try {
        const loaded = await loadExposed<LifeCycles<P>>(remote, 'spa');
        await run(loaded.bootstrap, props);
        app = loaded;
      } catch (error) {
        reportError({ kind: 'load', error, section: remote });
        const slot = fallbackSlot(props);
        if (slot.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
          // The server's HTML of this section stays: readable, its links work. Not interactive.
          console.error(`[root-config] ${remote} is unavailable; its server-rendered HTML stays as it is.`, error);
          return;
        }
        console.error(`[root-config] ${remote} is unavailable; showing its fallback.`, error);
        removeFallback = renderSectionFallback(slot, () => {
          removeFallback?.();
          removeFallback = null;
          void mount(props);
        });
        return;
      }
    }
    await run(app.mount, props);
  }

  async function unmount(props: P & AppProps): Promise<void> {
    if (removeFallback) {
      removeFallback();
      removeFallback = null;
      return;
    }
    if (app) await run(app.unmount, props);
    // The server's HTML of a section whose code never came goes with it.
    else fallbackSlot(props).replaceChildren();
  }

  return { bootstrap: async () => undefined, mount, unmount };
}
