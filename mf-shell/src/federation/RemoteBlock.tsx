import { ErrorBoundary } from '@site/shared';
import { Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { retryableLazy } from '../app/retryable-lazy';
import { loadFromRemote } from './load-remote';
import { useNearViewport } from './use-near-viewport';

/**
 * A component of another micro-frontend, loaded lazily inside an error boundary (see
 * ARCHITECTURE.md, "How a page comes to the screen", step 4): if that remote is down or its
 * component throws, this block shows `fallback` (nothing by default) and the rest of the
 * page works. After a failure the next mount loads it again (see retryableLazy). Nothing
 * is fetched until the block comes near the viewport (a 1 px marker stands in its place
 * until then).
 */
export function remoteBlock<P extends object>(remote: string, exposed: string): ComponentType<P & { fallback?: ReactNode }> {
  const block = retryableLazy<P>(async () => {
    const module = await loadFromRemote<{ default: ComponentType<P> }>(remote, exposed);
    return { default: module.default };
  });

  function RemoteBlock({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const anchor = useRef<HTMLSpanElement>(null);
    const near = useNearViewport(anchor);
    if (!near) return <span ref={anchor} aria-hidden="true" className="block h-px" data-remote-block="waiting" />;
    return (
      <ErrorBoundary
        fallback={() => fallback}
        onError={(error) => {
          block.reset();
          console.warn(`[mf-shell] ${remote}/${exposed} is unavailable; its block is left out.`, error);
        }}
      >
        <Suspense fallback={fallback}>
          <block.Component {...(props as P)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  RemoteBlock.displayName = `RemoteBlock(${remote}/${exposed})`;
  return RemoteBlock;
}
