/**
 * What the embedded widgets may make a phone download before they are idle, in KB of
 * JavaScript gzip -9, the loader as the server sends it included (docs/embedding.md#sizes-and-timings):
 * the portfolio alone, the consultation form alone, both on one page. build/widget-budgets.test.ts
 * holds the built files to them the way size-limit does (the build fails when a widget grows
 * past its budget); `npm run bench:embed` measures the same on a partner page in the browser.
 * The consultation's was 25 KB until the widgets reported their errors to the site (the loader's
 * beacon and the frame's hook, 146 bytes: docs/embedding.md, "Errors"), which it had no room left for.
 */
export const WIDGET_BUDGETS = { portfolio: 35, consultation: 25.2, both: 50 } as const;
