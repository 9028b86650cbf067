/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-portfolio/src/spa.tsx',
  // The home page's design portfolio teaser (`<RemoteBlock id="mf_portfolio/teaser" />`), with this app's stylesheet.
  './teaser': './mf-portfolio/src/teaser/browser.ts',
};

/** What its server container exposes: the server side of its routes, and the blocks other sections render. */
export const serverExposes: Record<string, string> = {
  './ssr': './mf-portfolio/src/ssr.ts',
  './teaser': './mf-portfolio/src/teaser/index.ts',
};

/** Its widget for partner pages (`<nasaq-portfolio>`): built by its own compiler, not federated (build/widget-build.ts). */
export const widget = { kind: 'portfolio', entry: './mf-portfolio/src/widget/browser.ts' } as const;
