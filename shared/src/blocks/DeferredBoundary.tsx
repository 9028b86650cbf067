import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../react/use-preferences';
import { InDeferredBlock } from '../react/use-t';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { whenNearViewport } from './near-viewport';

/** A promise that resolves when the block comes near the viewport (at once on the server). */
interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

function gate(open: boolean): Gate {
  let resolve = () => undefined as void;
  const opened = open ? Promise.resolve() : new Promise<void>((done) => (resolve = done));
  // Marked for `use()`: an open gate lets the block render in the same pass.
  if (open) Object.assign(opened, { status: 'fulfilled', value: undefined });
  return {
    opened,
    open() {
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
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
export function DeferredBoundary({ name, fallback = null, className, onError, children }: DeferredBoundaryProps) {
  const lang = useLanguage();
  const rendered = useRef(lang);
  const holder = useRef<HTMLDivElement>(null);
  const [waitFor] = useState(() => gate(typeof window === 'undefined'));
  useEffect(() => {
    if (lang !== rendered.current) waitFor.open();
  }, [lang, waitFor]);

  useEffect(() => (holder.current ? whenNearViewport(holder.current, waitFor.open) : undefined), [waitFor]);

  return (
    <div ref={holder} className={className} data-block={name}>
      <ErrorBoundary
        fallback={() => fallback}
        onError={(error) => {
          onError?.();
          console.warn(`[@site/shared] ${name} is unavailable; its block is left out.`, error);
        }}
      >
        <Suspense fallback={fallback}>
          <InDeferredBlock value={true}>
            <Gated waitFor={waitFor}>{children}</Gated>
          </InDeferredBlock>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
