import { useId } from 'react';

interface Props {
  /** the image's two background colours (`image_meta.tint`) */
  colors: readonly [string, string];
}

/**
 * What a design's box shows while its image loads: a gradient of the image's two background
 * colours, from its top-left to its bottom-right corner (as in the image, so not mirrored in
 * Arabic). Drawn inline: an `<img>` of a `data:` SVG cost the browser an SVG document of its own
 * per image, and the blur over it a filter; attributes, not a style, as the CSP allows no inline
 * styles. Decorative, under the image.
 */
export function ImageTint({ colors: [from, to] }: Props) {
  // React's ids hold characters a `url(#…)` reference would have to escape.
  const id = `tint${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 size-full" viewBox="0 0 1 1" preserveAspectRatio="none" data-image-tint="">
      <linearGradient id={id} x2="1" y2="1">
        <stop stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
      <rect width="1" height="1" fill={`url(#${id})`} />
    </svg>
  );
}
