/**
 * Federated blocks a page shows that their section does not expose yet: each section's issue
 * adds its own (mf-portfolio's teaser, mf-forms' contact form), and until it lands the page
 * shows the block's fallback, and the browser reports the missing module (the federation
 * runtime's console error, and React's note that the server could not render that boundary).
 * Tests of those pages tolerate exactly those reports, and only while the module is missing:
 * once a section exposes its block, an error of it fails the test like any other.
 */
interface Manifest {
  exposes?: { name?: string }[];
}

/** The block ids (`mf_forms/contact-form`) among `ids` whose section's build does not expose them. */
export async function missingBlocks(origin: string, ids: readonly string[]): Promise<string[]> {
  const { remotes } = (await (await fetch(`${origin}/remotes.json`)).json()) as { remotes: Record<string, { entry: string }> };
  const missing: string[] = [];
  for (const id of ids) {
    const [remote, expose] = id.split('/') as [string, string];
    const entry = remotes[remote]?.entry;
    if (!entry) {
      missing.push(id);
      continue;
    }
    const manifest = (await (await fetch(new URL('mf-manifest.json', new URL(entry, origin)))).json()) as Manifest;
    if (!manifest.exposes?.some((exposed) => exposed.name === expose)) missing.push(id);
  }
  return missing;
}

/** `errors` without the reports of the missing blocks (see above). */
export function withoutMissingBlockErrors(errors: string[], missing: readonly string[]): string[] {
  if (missing.length === 0) return errors;
  const modules = missing.map((id) => `./${id.split('/')[1]}`);
  return errors.filter(
    (text) => !modules.some((module) => text.includes(`Module "${module}" does not exist`)) && !text.includes('Minified React error #419'),
  );
}

/** The federated blocks of mf-pages' screens. */
export const pageBlocks = ['mf_portfolio/teaser', 'mf_forms/contact-form'] as const;
