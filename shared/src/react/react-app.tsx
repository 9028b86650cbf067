import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** The attribute the server puts on a slot it rendered: the app hydrates it instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/**
 * Set on a slot once its React root exists: from then on React owns the slot's events (a click on
 * a part still hydrating is replayed once it is live), so tests wait for it before they interact.
 */
export const LIVE_ATTRIBUTE = 'data-live';

/** The page's React roots: the shell's two and the content app's one. */
export type SlotName = 'header' | 'footer' | 'main';

/**
 * Each root's `useId` prefix, the same on the server and in the browser: ids made during
 * hydration follow the tree's shape, so two roots of one page would otherwise make the same ids.
 */
export function idPrefix(slot: SlotName): string {
  return `${slot}-`;
}

/**
 * The props root-config gives the apps it registers with single-spa (root-config/src/applications.ts):
 * a content section renders (or hydrates) one element, the page's `<main>`; the shell its two slots.
 */
export interface ContentProps {
  domElement: HTMLElement;
}
export interface ShellProps {
  slots: { header: HTMLElement; footer: HTMLElement };
}

/** single-spa's lifecycles of one app. */
export interface Lifecycles<P> {
  bootstrap: () => Promise<void>;
  mount: (props: P) => Promise<void>;
  unmount: (props: P) => Promise<void>;
}

/** Gives the main thread back (input, paint) between two slots' hydration. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * single-spa lifecycles for one React root (single-spa-react's job, plus hydration). When the
 * server rendered the slot (`data-ssr`), the app hydrates it: after yielding to the main thread,
 * inside a transition, so React hydrates in slices between which the browser stays responsive
 * instead of in one long task. Otherwise (no server HTML, or mounted again after an unmount) it
 * renders the slot anew. A hydration mismatch is logged with the app's name.
 */
export function reactApp<P>(name: string, Root: ComponentType, slotName: SlotName, slot: (props: P) => HTMLElement): Lifecycles<P> {
  const identifierPrefix = idPrefix(slotName);
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    async mount(props) {
      const element = slot(props);
      const serverRendered = element.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && element.firstChild !== null;
      element.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      if (!serverRendered) {
        root = createRoot(element, { identifierPrefix });
        root.render(<Root />);
        element.setAttribute(LIVE_ATTRIBUTE, '');
        return;
      }
      await yieldToMain();
      startTransition(() => {
        root = hydrateRoot(element, <Root />, {
          identifierPrefix,
          onRecoverableError: (error, info) => console.error(`[${name}] hydration error`, error, info.componentStack ?? ''),
        });
      });
      element.setAttribute(LIVE_ATTRIBUTE, '');
    },
    async unmount(props) {
      slot(props).removeAttribute(LIVE_ATTRIBUTE);
      root?.unmount();
      root = null;
    },
  };
}
