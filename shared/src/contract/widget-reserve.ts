import type { WidgetAttributes, WidgetKind } from './widget';

/** A card's text below its 4:3 image (date, title, two or three lines, the action), measured in Chromium. */
const CARD_TEXT = 250;

/**
 * The portfolio widget's grid, by the widget's own width (container queries on its root, not the
 * viewport: a partner's narrow column on a desktop gets the grid of its width). PortfolioWidget's
 * classes say the same (`@min-[560px]:grid-cols-2 @min-[880px]:grid-cols-3 @min-[880px]:gap-8`;
 * its test holds them to these figures).
 */
export const PORTFOLIO_GRID = { twoColumnsFrom: 560, threeColumnsFrom: 880, gap: 24, wideGap: 32 } as const;

/** The columns, gap and card width of the portfolio grid in a widget `width` pixels wide. */
export function portfolioGrid(width: number): { columns: number; gap: number; cardWidth: number } {
  const columns = width >= PORTFOLIO_GRID.threeColumnsFrom ? 3 : width >= PORTFOLIO_GRID.twoColumnsFrom ? 2 : 1;
  const gap = width >= PORTFOLIO_GRID.threeColumnsFrom ? PORTFOLIO_GRID.wideGap : PORTFOLIO_GRID.gap;
  return { columns, gap, cardWidth: (width - gap * (columns - 1)) / columns };
}

/** The consultation form's two columns start at this viewport width (its classes' `sm:`: the form is the site's own). */
const FORM_TWO_COLUMNS_FROM = 640;

/**
 * The height a widget will take, reserved before anything of it renders, so the partner's page
 * does not shift when its content arrives: for the portfolio, `limit` cards in the grid of the
 * element's width (`portfolioGrid`), each a 4:3 image over its text; for the consultation form,
 * its height in two columns or in one. Measured against the rendered widgets; the reservation is
 * dropped at `nasaq:ready`.
 */
export function reservedHeight(kind: WidgetKind, attributes: WidgetAttributes, viewportWidth: number, elementWidth: number): number {
  if (kind === 'consultation') return viewportWidth >= FORM_TWO_COLUMNS_FROM ? 840 : 1130;
  const { columns, gap, cardWidth } = portfolioGrid(elementWidth);
  const rows = Math.ceil(attributes.limit / columns);
  return Math.round(rows * (cardWidth * 0.75 + CARD_TEXT) + (rows - 1) * gap);
}

/** Where a widget is tallest: the portfolio in one column at its widest, the form in one column. */
const WIDEST_ONE_COLUMN = { portfolio: PORTFOLIO_GRID.twoColumnsFrom - 1, consultation: FORM_TWO_COLUMNS_FROM - 1 } as const;

/**
 * The space the snippet reserves for a widget before any script of ours runs (mf-pages'
 * embedSnippet, docs/embedding.md): the height of the screen, or the widget's tallest layout when
 * that is less. Everything that follows the element is then below the screen when the page first
 * paints, so the widget growing to its real height (reserved exactly by the loader, then its
 * content) moves nothing anyone sees; a widget never taller than that never grows past it.
 */
export function snippetMinHeight(kind: WidgetKind, attributes: WidgetAttributes): string {
  const widest = WIDEST_ONE_COLUMN[kind];
  const tallest = reservedHeight(kind, attributes, widest, widest);
  return `min(100vh, ${tallest}px)`;
}
