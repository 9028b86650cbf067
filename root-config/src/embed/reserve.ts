import type { WidgetAttributes, WidgetKind } from '@site/shared/contract';

/** A card's text below its 4:3 image (date, title, two or three lines, the action), measured in Chromium. */
const CARD_TEXT = 250;

/**
 * The height a widget will take, reserved before anything of it renders, so the partner's page
 * does not shift when its content arrives: for the portfolio, `limit` cards in the grid its
 * classes make (one column, two from a 640 px viewport, three from 1024 px; gaps 24 px, 32 px
 * from 1024 px), each a 4:3 image over its text, at the element's width; for the consultation
 * form, its height in two columns or in one. Measured against the rendered widgets; the
 * reservation is dropped at `nasaq:ready`.
 */
export function reservedHeight(kind: WidgetKind, attributes: WidgetAttributes, viewportWidth: number, elementWidth: number): number {
  if (kind === 'consultation') return viewportWidth >= 640 ? 840 : 1130;
  const columns = viewportWidth >= 1024 ? 3 : viewportWidth >= 640 ? 2 : 1;
  const gap = viewportWidth >= 1024 ? 32 : 24;
  const cardWidth = (elementWidth - gap * (columns - 1)) / columns;
  const rows = Math.ceil(attributes.limit / columns);
  return Math.round(rows * (cardWidth * 0.75 + CARD_TEXT) + (rows - 1) * gap);
}
