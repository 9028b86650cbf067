import { z } from 'zod/mini';

/**
 * The remote manifest (`/remotes.json`): where each section's federated containers live, the
 * browser's (`entry`) and the server's (`serverEntry`, optional: a section without one is
 * rendered by the browser alone). Moving, redeploying or rolling back one section is an edit
 * of this file; no other section is rebuilt and the server is not restarted. Relative URLs
 * resolve against the manifest's own address.
 */
export const remoteNames = ['mf_shell', 'mf_pages', 'mf_portfolio', 'mf_forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

const url = z.string().check(z.minLength(1), z.maxLength(2048));
const remoteEntrySchema = z.object({ entry: url, serverEntry: z.optional(url) });
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteManifestSchema = z.object({
  remotes: z.object({
    mf_shell: remoteEntrySchema,
    mf_pages: remoteEntrySchema,
    mf_portfolio: remoteEntrySchema,
    mf_forms: remoteEntrySchema,
  }),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
