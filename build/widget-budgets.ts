/**
 * What the embedded widgets may make a phone download before they are idle, in KB of
 * JavaScript gzip -9, the loader included (docs/embedding.md). build/widget-budgets.test.ts holds
 * the built files to `WIDGET_BUDGETS` the way size-limit does; `npm run bench:embed` measures the
 * same on a partner page in the browser.
 *
 * `WIDGET_TARGETS` are the figures the widgets are meant to reach (docs/embedding.md, "What is
 * left"); until they do, the budgets hold what was reached, so nothing grows meanwhile.
 */
export const WIDGET_TARGETS = { portfolio: 35, consultation: 25, both: 50 } as const;
export const WIDGET_BUDGETS = { portfolio: 42, consultation: 27.5, both: 67 } as const;

/**
 * The modules of each widget's first screen that its entry loads as chunks: the texts of its
 * language (Arabic, the default and the larger pack) and what it reads. Everything else of its
 * build (the other language, a design's view, the lightbox, the form's checks) loads when used.
 */
export const FIRST_SCREEN_CHUNKS = {
  portfolio: ['shared/src/i18n/ar-core.ts'],
  consultation: ['shared/src/i18n/ar-core.ts', 'shared/src/i18n/ar-forms.ts'],
} as const;
