/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-portfolio/src/spa.tsx',
};

/** What its server container exposes: the server side of its routes (see ServerApp in '@site/shared'). */
export const serverExposes: Record<string, string> = {
  './ssr': './mf-portfolio/src/ssr.ts',
};
