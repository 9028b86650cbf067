/**
 * What the portfolio widget shows of the site's text packs, every screen of it (its lazy parts
 * too): its build ships only these (build/widget-texts.ts), so a partner's page downloads a
 * dozen texts, not every page's. A path is a group (`errors`) or one text (`common.viewDetails`).
 * PortfolioWidget.test.tsx renders the widget with exactly these and fails on any other text
 * it reads. A design's view reads the screens' pack, which it loads whole when opened.
 */
export const PORTFOLIO_WIDGET_TEXTS = {
  core: [
    'states.loading',
    'blocks',
    'empty',
    'counts',
    'common.viewDetails',
    // What a failed read says (requestErrorText), and a design's gallery when it cannot load.
    'errors.timeout',
    'errors.network',
    'errors.invalidResponse',
    'errors.http',
    'errors.generic',
    'errors.fetchGallery',
    'errors.fetchMoreImages',
  ],
} as const;
