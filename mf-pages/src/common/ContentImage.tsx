import type { ImageMeta } from '@site/shared/contract';
import { ImageWithFallback } from '@site/shared/ui';

/** The API's landscape images are 1440×900: the box reserved when an item has no size. */
export const DEFAULT_IMAGE = { width: 1440, height: 900 } as const;

interface Props {
  src: string | null | undefined;
  /** its size and responsive sources, from the reply; null: the default box, the one source */
  meta: ImageMeta | null | undefined;
  /** the image's width in the layout, for the browser's pick from the responsive sources */
  sizes: string;
  /** on the first screen: loaded at once and first (the page's largest paint); else lazily */
  priority?: boolean;
  /** empty by default: beside a heading that names the item, the image is decoration */
  alt?: string;
  className: string;
  testId?: string;
}

/**
 * An image of the content (an article's, a project's, a service's) in the box its reply says it
 * has, so nothing moves when it arrives, with its responsive sources and the placeholder when it
 * fails (ImageWithFallback).
 */
export function ContentImage({ src, meta, sizes, priority = false, alt = '', className, testId }: Props) {
  const size = meta ?? DEFAULT_IMAGE;
  return (
    <ImageWithFallback
      src={src}
      srcSet={meta?.srcset}
      sizes={sizes}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-testid={testId}
    />
  );
}
