import { useState, type ImgHTMLAttributes } from 'react';
import { getApiBase } from '../api/base';

/** The API's placeholder image of the same size (spec section 7: used when an image fails to load). */
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
 * falls back to the placeholder image when its own fails (or is missing).
 */
export function ImageWithFallback({ src, alt, width, height, className = '', loading = 'lazy', onError, ...rest }: Props) {
  const fallback = placeholderUrl(width, height);
  // Remember which source failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = !src || failedSrc === src ? fallback : src;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`${/\bbg-/.test(className) ? '' : 'bg-surface-2 '}${/\bobject-/.test(className) ? '' : 'object-cover '}${className}`}
      data-fallback={current === fallback ? 'true' : undefined}
      onError={(event) => {
        onError?.(event);
        if (src && current !== fallback) setFailedSrc(src);
      }}
    />
  );
}
