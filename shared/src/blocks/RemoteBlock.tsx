import { isValidElement, memo, use, type ComponentType, type ReactNode } from 'react';
import { DeferredBoundary, type HydrateOn } from './DeferredBoundary';
import { forgetRemoteModule, remoteModule, type RemoteModuleId } from './remote-modules';

interface Props<P> {
  id: RemoteModuleId;
  props?: P;
  fallback?: ReactNode;
  className?: string;
  /** when its code loads in the browser: see `DeferredBoundary`'s `hydrateOn` */
  hydrateOn?: HydrateOn;
}

function Remote<P extends object>({ id, props }: { id: RemoteModuleId; props: P | undefined }) {
  const { default: Component } = use(remoteModule<{ default: ComponentType<P> }>(id));
  return <Component {...(props ?? ({} as P))} />;
}

/**
 * A component another section exposes, as a block of this page (docs/architecture.md#how-the-page-is-put-together, step 5): on
 * the server it renders with the page (the server loads `id` first: list it in the route's
 * `blocks`); in the browser its code loads when it comes near the viewport, or when the visitor
 * first reaches for it (`hydrateOn="interaction"`: DeferredBoundary).
 * If that section is down or its component throws, `fallback` shows and the rest of the page
 * works; the next mount of the block tries again.
 */
function RemoteBlockInner<P extends object>({ id, props, fallback, className, hydrateOn }: Props<P>) {
  return (
    <DeferredBoundary name={id} fallback={fallback} className={className} hydrateOn={hydrateOn} onError={() => forgetRemoteModule(id)}>
      <Remote id={id} props={props} />
    </DeferredBoundary>
  );
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
}

/** The same fallback: the same element, or an element of the same type, key and props (`<Fallback level={2} />` written again). */
function sameNode(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  return isValidElement(a) && isValidElement(b) && a.type === b.type && a.key === b.key && shallowEqual(a.props as object, b.props as object);
}

/**
 * Memoised on what it shows: a parent's re-render with the same `props` and `fallback`, written
 * again as new objects (`props={{ headingLevel }}`), leaves a block that has not hydrated yet as
 * it is. Any update reaching its Suspense before it hydrates makes React give up the server's
 * HTML for the fallback.
 */
export const RemoteBlock = memo(
  RemoteBlockInner,
  (before, after) =>
    before.id === after.id &&
    before.className === after.className &&
    before.hydrateOn === after.hydrateOn &&
    shallowEqual(before.props, after.props) &&
    sameNode(before.fallback, after.fallback),
) as typeof RemoteBlockInner;
