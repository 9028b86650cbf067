/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-forms/src/spa.tsx',
  // The newsletter box in the shell's footer (`<RemoteBlock id="mf_forms/newsletter">`).
  './newsletter': './mf-forms/src/newsletter/NewsletterSlot.tsx',
};

/** What its server container exposes: the server side of its routes, and the blocks other sections render. */
export const serverExposes: Record<string, string> = {
  './ssr': './mf-forms/src/ssr.ts',
  './newsletter': './mf-forms/src/newsletter/NewsletterSlot.tsx',
};
