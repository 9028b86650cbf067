import { lazy, Suspense } from 'react';
import type { LightboxProps } from './types';

export type { LightboxImage, LightboxProps } from './types';

const load = () => import(/* webpackChunkName: "lightbox" */ './Lightbox');
const LazyLightbox = lazy(load);

/** Starts loading the viewer's code ahead of a click (a gallery calls it on hover or focus). */
export function preloadLightbox(): void {
  void load().catch(() => undefined);
}

/**
 * The image viewer, in a chunk of its own: it is needed only once a visitor opens an image, so
 * no page pays for it up front. Closed, it renders nothing (also on the server).
 */
export function Lightbox(props: LightboxProps) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyLightbox {...props} />
    </Suspense>
  );
}
