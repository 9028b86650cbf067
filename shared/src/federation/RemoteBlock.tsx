import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLanguage } from '../react/use-preferences';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { whenNearViewport } from './near-viewport';
import { forgetRemoteModule, remoteModule, type RemoteModuleId } from './remote-modules';

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

interface Props<P> {
  id: RemoteModuleId;
  props?: P;
  /** shown while the block's code loads in the browser, and in its place when it fails */
  fallback?: ReactNode;
  /** of the holder element. Never `display: none`, even empty (`empty:mt-0` rather than `empty:hidden`): a hidden holder never comes near the viewport, so its code never loads */
  className?: string;
}

function Remote<P extends object>({ id, props, waitFor }: { id: RemoteModuleId; props: P | undefined; waitFor: Gate }) {
  use(waitFor.opened);
  const { default: Component } = use(remoteModule<{ default: ComponentType<P> }>(id));
  return <Component {...(props ?? ({} as P))} />;
}

/**
 * A component another section exposes, inside an error boundary (ARCHITECTURE.md, step 4):
 * if that section is down or its component throws, this block shows `fallback` and the rest
 * of the page works; after a failure the next mount loads it again.
 *
 * On the server the block renders with the page (the server loads it before rendering). In
 * the browser its code loads only when it comes near the viewport: until then the block
 * suspends, so React keeps the server's HTML as it is (a dehydrated boundary) and hydrates it
 * once the code is there; first-page JavaScript does not grow with the blocks below the fold.
 * A block the server could not render is rendered here, when it comes near.
 *
 * It reads the language so that a switch before it hydrated renders it afresh in the new
 * language, rather than hydrating the server's HTML of the old one (a mismatch).
 */
function RemoteBlockInner<P extends object>({ id, props, fallback = null, className }: Props<P>) {
  useLanguage();
  const holder = useRef<HTMLDivElement>(null);
  const [waitFor] = useState(() => gate(typeof window === 'undefined'));

  useEffect(() => (holder.current ? whenNearViewport(holder.current, waitFor.open) : undefined), [waitFor]);

  return (
    <div ref={holder} className={className} data-remote-block={id}>
      <ErrorBoundary
        fallback={() => fallback}
        onError={(error) => {
          // The next mount of this block (another page, a later visit) tries again.
          forgetRemoteModule(id);
          console.warn(`[@site/shared] ${id} is unavailable; its block is left out.`, error);
        }}
      >
        <Suspense fallback={fallback}>
          <Remote id={id} props={props} waitFor={waitFor} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

export const RemoteBlock = memo(RemoteBlockInner) as typeof RemoteBlockInner;
