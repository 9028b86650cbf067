import { memo, use, type ComponentType, type ReactNode } from 'react';
import { DeferredBoundary } from './DeferredBoundary';
import { forgetRemoteModule, remoteModule, type RemoteModuleId } from './remote-modules';

interface Props<P> {
  id: RemoteModuleId;
  props?: P;
  fallback?: ReactNode;
  className?: string;
}

function Remote<P extends object>({ id, props }: { id: RemoteModuleId; props: P | undefined }) {
  const { default: Component } = use(remoteModule<{ default: ComponentType<P> }>(id));
  return <Component {...(props ?? ({} as P))} />;
}

/**
 * A component another section exposes, as a block of this page (ARCHITECTURE.md, step 4): on
 * the server it renders with the page (the server loads `id` first: list it in the route's
 * `blocks`); in the browser its code loads when it comes near the viewport (DeferredBoundary).
 * If that section is down or its component throws, `fallback` shows and the rest of the page
 * works; the next mount of the block tries again.
 */
function RemoteBlockInner<P extends object>({ id, props, fallback, className }: Props<P>) {
  return (
    <DeferredBoundary name={id} fallback={fallback} className={className} onError={() => forgetRemoteModule(id)}>
      <Remote id={id} props={props} />
    </DeferredBoundary>
  );
}

/** Memoised: a parent's re-render leaves a block that has not hydrated yet as it is. */
export const RemoteBlock = memo(RemoteBlockInner) as typeof RemoteBlockInner;
