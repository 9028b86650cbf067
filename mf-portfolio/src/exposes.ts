/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-portfolio/src/spa.tsx',
};
