import type { WidgetAttributes, WidgetKind } from '../../../shared/src/embed/types';

/** Card height and grid gaps of the portfolio's loading state (PortfolioWidget: `h-96`, `gap-6`/`lg:gap-8`). */
const CARD = 384;

/**
 * The height a widget will take, reserved before anything of it renders, so the partner's page
 * does not shift when it appears: the portfolio's loading grid (one column, two from 640 px,
 * three from 1024 px, as its classes say) for `limit` cards; the consultation form's height in
 * one or two columns.
 */
export function reservedHeight(kind: WidgetKind, attributes: WidgetAttributes, viewportWidth: number): number {
  if (kind === 'consultation') return viewportWidth >= 640 ? 1080 : 1480;
  const columns = viewportWidth >= 1024 ? 3 : viewportWidth >= 640 ? 2 : 1;
  const gap = viewportWidth >= 1024 ? 32 : 24;
  const rows = Math.ceil(attributes.limit / columns);
  return rows * CARD + (rows - 1) * gap;
}
