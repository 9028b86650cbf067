/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-shell/src/spa.tsx',
};

/** What its server container exposes: the server side of the shell (see ServerApp in '@site/shared'). */
export const serverExposes: Record<string, string> = {
  './ssr': './mf-shell/src/ssr.tsx',
};
