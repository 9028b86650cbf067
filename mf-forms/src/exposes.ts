/** What this micro-frontend federates (paths relative to the repository root, for rspack.config.ts). */
export const exposes: Record<string, string> = {
  './spa': './mf-forms/src/spa.tsx',
  // Blocks of other sections' pages, each with this app's stylesheet: the newsletter box of the
  // shell's footer (`<RemoteBlock id="mf_forms/newsletter">`), and the contact form of the home
  // page (#contact) and /contact (`<RemoteBlock id="mf_forms/contact-form">`).
  './newsletter': './mf-forms/src/blocks/newsletter.ts',
  './contact-form': './mf-forms/src/blocks/contact-form.ts',
};

/** What its server container exposes: the server side of its routes, and the blocks other sections render. */
export const serverExposes: Record<string, string> = {
  './ssr': './mf-forms/src/ssr.ts',
  './newsletter': './mf-forms/src/newsletter/NewsletterBox.tsx',
  './contact-form': './mf-forms/src/contact/ContactFormBlock.tsx',
};

/** Its widget for partner pages (`<nasaq-consultation>`): built by its own compiler, not federated (build/widget-build.ts). */
export const widget = { kind: 'consultation', entry: './mf-forms/src/widget/browser.ts' } as const;
