import { memo, use, type ComponentType, type ReactNode } from 'react';
import { track, type Tracked } from '@site/shared/state';
import { DeferredBoundary } from './DeferredBoundary';

export interface LazyBlock<P extends object> {
  /** the block: `<Teaser.Block props={...} />` */
  Block: ComponentType<{ props?: P; fallback?: ReactNode; className?: string }>;
  /** loads its code: the server does it for a block in the route's `lazyBlocks`, so it renders the block with the page */
  preload(): Promise<unknown>;
}

/**
 * A section of a page below the fold, from this app's own code, as a block whose JavaScript is
 * not part of the first page: `lazyBlock('home/clients', () => import('./ClientsStrip'))`. The
 * server renders it with the page (it is in the route's `lazyBlocks`); the browser loads
 * its chunk when it comes near the viewport and hydrates the server's HTML then
 * (DeferredBoundary). A failed load is tried again at the block's next mount.
 */
export function lazyBlock<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): LazyBlock<P> {
  let module: Tracked<{ default: ComponentType<P> }> | undefined;
  const loaded = () => (module ??= track(load()));
  const forget = () => {
    if (module?.status === 'rejected') module = undefined;
  };

  function Lazy({ props }: { props: P | undefined }) {
    const { default: Component } = use(loaded());
    return <Component {...(props ?? ({} as P))} />;
  }

  function Block({ props, fallback, className }: { props?: P; fallback?: ReactNode; className?: string }) {
    return (
      <DeferredBoundary name={name} fallback={fallback} className={className} onError={forget}>
        <Lazy props={props} />
      </DeferredBoundary>
    );
  }
  Block.displayName = `LazyBlock(${name})`;

  return { Block: memo(Block), preload: () => loaded().catch(() => undefined) };
}
