import { useState, type ImgHTMLAttributes } from 'react';
import { getApiBase } from '@site/shared/request';
import { usePart } from '@site/shared/react';

/** The API's placeholder image of the same size, shown when an image fails to load (docs/product.md#the-calls). */
export function placeholderUrl(width: number, height: number): string {
  return `${getApiBase()}/placeholder/${Math.round(width)}/${Math.round(height)}`;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** intrinsic size: reserves the box (no layout shift) and sizes the placeholder */
  width: number;
  height: number;
};

/**
 * An image that reserves its box, loads lazily, shows a soft surface while loading and
 * falls back to the placeholder image when its own fails (or is missing). The fallback drops
 * `srcSet` and `sizes`: a browser picks from `srcset` before `src`, so the broken source would
 * be asked for again. An image that failed before the page hydrated (a server-rendered one:
 * React missed its error event) is noticed once mounted.
 */
export function ImageWithFallback({ src, alt, width, height, className = '', loading = 'lazy', onError, srcSet, sizes, ...rest }: Props) {
  const fallback = placeholderUrl(width, height);
  // Remember which source failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const current = failed ? fallback : src;
  const part = usePart();

  return (
    <img
      {...rest}
      part={part('image')}
      ref={(image) => {
        // `complete` with no pixels: it finished loading and failed, before React listened.
        if (src && !failed && image?.complete && !image.naturalWidth) setFailedSrc(src);
      }}
      src={current}
      srcSet={failed ? undefined : srcSet}
      // `sizes` only means something beside a `srcset` (and is invalid HTML without one).
      sizes={failed || !srcSet ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`${/\bbg-/.test(className) ? '' : 'bg-surface-2 '}${/\bobject-/.test(className) ? '' : 'object-cover '}${className}`}
      data-fallback={failed ? 'true' : undefined}
      onError={(event) => {
        onError?.(event);
        if (src && !failed) setFailedSrc(src);
      }}
    />
  );
}
