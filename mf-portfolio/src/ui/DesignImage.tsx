import { ImageWithFallback } from '@site/shared/ui';
import type { ImageMeta } from '@site/shared/contract';
import { ImageTint } from './ImageTint';

interface Props {
  src: string | null;
  meta: ImageMeta | null;
  alt: string;
  /** the `sizes` of its `srcset`: how wide it is shown */
  sizes: string;
  /** the first screen's largest image: loaded at once and first (`fetchpriority="high"`) */
  priority?: boolean;
  /** of the holder (its shape: `aspect-square`, or nothing to keep the image's own) */
  className?: string;
  /** of the image (`object-cover size-full`, `h-auto w-full`) */
  imageClassName?: string;
}

/** What an image of unknown size is taken to be (the designs are 1080 px squares or 4:5 posts). */
const DEFAULT_SIZE = 1080;

/**
 * A design from the API with its `image_meta`: its box reserved (width and height), the
 * widths of its `srcset`, and its tint underneath while it loads (ImageTint). Lazy unless it is
 * the priority image; the placeholder image of the API when it fails. The holder is a `span` shown as a
 * block: the image sits inside buttons and links too, which hold phrasing content only.
 */
export function DesignImage({ src, meta, alt, sizes, priority = false, className = '', imageClassName = 'h-auto w-full' }: Props) {
  return (
    <span
      className={`block ${/\b(absolute|fixed)\b/.test(className) ? '' : 'relative '}isolate overflow-hidden ${/\bbg-/.test(className) ? '' : 'bg-surface-2 '}${className}`}
    >
      {meta?.tint ? <ImageTint colors={meta.tint} /> : null}
      <ImageWithFallback
        src={src}
        srcSet={meta?.srcset}
        sizes={meta?.srcset ? sizes : undefined}
        alt={alt}
        width={meta?.width ?? DEFAULT_SIZE}
        height={meta?.height ?? DEFAULT_SIZE}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={`block bg-transparent ${imageClassName}`}
      />
    </span>
  );
}
