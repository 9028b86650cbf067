import { z } from 'zod/mini';
import { remoteNames } from './remote-manifest';

/**
 * What a server-rendered page carries for the browser, as JSON in
 * `<script type="application/json" id="site-data">` (never executed, so the page's CSP stays
 * as strict without it): the language it was rendered in, the API replies its first screen
 * was rendered with (each checked by the query that reads it), the text packs its components
 * used, and the browser entries of the remote manifest the server rendered with.
 */
export const PAGE_DATA_ELEMENT_ID = 'site-data';

export const pageDataSchema = z.object({
  lang: z.enum(['ar', 'en']),
  replies: z.record(z.string(), z.object({ status: z.number(), body: z.unknown() })),
  packs: z.array(z.enum(['core', 'screens', 'meta'])),
  remotes: z.optional(z.record(z.enum(remoteNames), z.string())),
});
export type PageData = z.infer<typeof pageDataSchema>;
