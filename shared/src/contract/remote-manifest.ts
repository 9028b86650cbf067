import { z } from 'zod/mini';

/**
 * The remote manifest (`/remotes.json`) that root-config reads at start: where each
 * micro-frontend's federated entry lives. Moving or rolling back one section is an edit
 * of this file; no other section is rebuilt.
 */
export const remoteNames = ['mf_shell', 'mf_pages', 'mf_portfolio', 'mf_forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteManifestSchema = z.object({
  remotes: z.object({
    mf_shell: z.string().check(z.minLength(1)),
    mf_pages: z.string().check(z.minLength(1)),
    mf_portfolio: z.string().check(z.minLength(1)),
    mf_forms: z.string().check(z.minLength(1)),
  }),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
