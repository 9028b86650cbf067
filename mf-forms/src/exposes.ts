/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-forms/src/spa.tsx',
  // The newsletter box in the shell's footer (loaded by mf-shell/src/footer/Newsletter.tsx).
  './newsletter': './mf-forms/src/newsletter/NewsletterSlot.tsx',
};
