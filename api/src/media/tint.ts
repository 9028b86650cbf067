import { HEX_COLOUR } from '@site/shared/contract';

/**
 * An image's tint: the two colours of its background, which the page draws as a gradient in the
 * image's box while the image loads (`image_meta.tint`). Stored in `media.tint` as the two
 * `#rrggbb` colours with a space between.
 */
export type Tint = [string, string];

export function tintText([from, to]: Tint): string {
  return `${from} ${to}`;
}

/** The stored tint, or null when there is none or it is not two `#rrggbb` colours. */
export function readTint(text: string | null | undefined): Tint | null {
  const [from, to, ...rest] = text?.split(' ') ?? [];
  return from && to && rest.length === 0 && HEX_COLOUR.test(from) && HEX_COLOUR.test(to) ? [from, to] : null;
}

/**
 * The tint of a placeholder of the earlier form (until migration 0005): a `data:` SVG of the
 * gradient whose two `stop-color`s are the colours, `#` escaped or not. Null for anything else.
 */
export function tintOfPlaceholder(dataUrl: string | null): Tint | null {
  if (!dataUrl?.startsWith('data:image/svg+xml,')) return null;
  const colours = [...dataUrl.matchAll(/stop-color='(?:%23|#)([0-9a-f]{6})'/gi)].map((match) => `#${match[1]}`);
  return colours.length === 2 ? [colours[0]!, colours[1]!] : null;
}
