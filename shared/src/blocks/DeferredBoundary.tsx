import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useLanguage, InDeferredBlock } from '@site/shared/react';
import { ErrorBoundary } from '@site/shared/ui';
import { holdEarlySubmits, releaseHeldSubmits } from './held-submits';
import { whenNearViewport } from './near-viewport';
import { whenReachedFor } from './on-interaction';
import { fulfilled, markFulfilled, track, type Tracked } from '@site/shared/state';

/** When a block's code loads in the browser: as it comes near the viewport, or when the visitor first reaches for it. */
export type HydrateOn = 'near-viewport' | 'interaction';

const noSubscription = () => () => undefined;

/**
 * Tells `into` (in its effect, which runs before its parent's) whether its first render hydrated
 * the server's HTML (true) or rendered in the browser alone (false: a screen reached by a link).
 * A child of its own, rendering nothing: the render again that `useSyncExternalStore` asks for
 * once hydrated is this child's alone. Were it the boundary's, the boundary's Suspense, still
 * waiting for its code, would get an update before it hydrated and drop the server's HTML.
 */
function HydrationProbe({ into }: { into: RefObject<boolean> }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const firstWasHydration = useRef(!inBrowser).current;
  useEffect(() => {
    into.current = firstWasHydration;
  }, [into, firstWasHydration]);
  return null;
}

/** A promise that resolves when the block comes near the viewport (at once on the server). */
interface Gate {
  readonly opened: Promise<void>;
  readonly open: () => void;
}

function gate(open: boolean): Gate {
  let resolve = () => undefined as void;
  // Fulfilled for `use()`: an open gate lets the block render in the same pass.
  const opened: Tracked<void> = open ? fulfilled(undefined) : track(new Promise<void>((done) => (resolve = done)));
  return {
    opened,
    open: () => {
      markFulfilled(opened, undefined);
      resolve();
    },
  };
}

/** The Suspense's fallback, telling `onShown` (in its effect) that it is on the page. */
function ShownFallback({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useEffect(onShown, [onShown]);
  return children;
}

function Gated({ waitFor, children }: { waitFor: Gate; children: ReactNode }) {
  use(waitFor.opened);
  return children;
}

export interface DeferredBoundaryProps {
  /** names the block in its holder (`data-block`) and in the console */
  name: string;
  /** shown while the block's code loads in the browser, and in its place when it fails */
  fallback?: ReactNode | undefined;
  /**
   * Of the holder element. Never `display: none`, even empty (`empty:mt-0` rather than
   * `empty:hidden`): a hidden holder never comes near the viewport, so its code never loads.
   */
  className?: string | undefined;
  /**
   * When its code loads (default `near-viewport`). With `interaction`, a block the server
   * rendered waits for the visitor to reach for it (focus, pointer: `whenReachedFor`), even in
   * view: for a form most visitors never fill, whose HTML works until then (uncontrolled
   * fields; a press on its submit button waits for the code, held-submits.ts). A section that is down is then found only
   * at that moment, and its fallback replaces the form. A block rendered in the browser alone
   * has no HTML to keep, so it loads as it comes near, whatever this says.
   */
  hydrateOn?: HydrateOn | undefined;
  /** called when the block failed (its code, or its render): forget a failed load here */
  onError?: (() => void) | undefined;
  /** the block itself, which suspends until its code is loaded (`use()` of a tracked import) */
  children: ReactNode;
}

/**
 * Where a block below the fold costs the first page nothing. On the server it renders with the
 * page (its code was loaded before the render). In the browser its children wait until the
 * holder comes near the viewport: until then they suspend, so React keeps the server's HTML as
 * it is (a dehydrated boundary) and hydrates it once the code is there. A block the server could
 * not render is rendered here when it comes near. An error shows `fallback`, and the rest of the
 * page works.
 *
 * Texts of the screens pack that only the block uses load with its code (`InDeferredBlock`), not
 * before the page hydrates: the home page's lower sections cost the first page nothing.
 *
 * It reads the language so that a switch before it hydrated renders it afresh in the new
 * language, rather than hydrating the server's HTML of the old one (a mismatch). React then drops
 * that HTML for the fallback, so a switch also loads the block at once: the visitor who scrolls
 * down finds it in the new language, not its fallback waiting for the viewport.
 */
export function DeferredBoundary({ name, fallback = null, className, hydrateOn = 'near-viewport', onError, children }: DeferredBoundaryProps) {
  const lang = useLanguage();
  // Whether the block still shows the server's HTML (set by HydrationProbe, cleared when the fallback replaces it).
  const hasServerHtml = useRef(false);
  const rendered = useRef(lang);
  const holder = useRef<HTMLDivElement>(null);
  const [waitFor] = useState(() => gate(typeof window === 'undefined'));
  useEffect(() => {
    if (lang !== rendered.current) waitFor.open();
  }, [lang, waitFor]);

  const stopWaiting = useRef(() => undefined as void);
  const waitsForUse = () => hydrateOn === 'interaction' && hasServerHtml.current;

  useEffect(() => {
    if (!holder.current) return undefined;
    stopWaiting.current = waitsForUse() ? whenReachedFor(holder.current, waitFor.open) : whenNearViewport(holder.current, waitFor.open);
    // A form in the server's HTML is a real form: pressed before its code is in, the press waits for it.
    const stopHolding = hasServerHtml.current ? holdEarlySubmits(holder.current, waitFor.open) : () => undefined;
    return () => {
      stopWaiting.current();
      stopHolding();
    };
    // Decided once, at mount: a block already waiting keeps its trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitFor]);

  // The fallback shows in place of the server's HTML: React gave that HTML up (an update reached
  // the boundary before it hydrated). Nothing is left to reach for, so a block that waited for
  // the visitor loads as it comes near instead, and never stays a fallback.
  const [fallbackShown] = useState(() => () => {
    if (!waitsForUse() || !holder.current) return;
    stopWaiting.current();
    hasServerHtml.current = false;
    stopWaiting.current = whenNearViewport(holder.current, waitFor.open);
  });

  return (
    <div ref={holder} className={className} data-block={name}>
      <HydrationProbe into={hasServerHtml} />
      <ErrorBoundary
        fallback={() => fallback}
        onError={(error) => {
          onError?.();
          if (holder.current) releaseHeldSubmits(holder.current);
          console.warn(`[@site/shared] ${name} is unavailable; its block is left out.`, error);
        }}
      >
        <Suspense fallback={<ShownFallback onShown={fallbackShown}>{fallback}</ShownFallback>}>
          <InDeferredBlock value={true}>
            <Gated waitFor={waitFor}>{children}</Gated>
          </InDeferredBlock>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
