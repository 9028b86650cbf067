/** A parser compiled ahead of time from a schema: the checked copy of a reply it accepts, or `null` (the contract decides). */
export type ReplyParse = (reply: unknown) => { value: unknown } | null;

/**
 * Reply parsers compiled ahead of time from the wire contract's schemas, by schema name, each
 * loaded with its first reply (docs/embedding.md#checking-replies). None on the site: its pages
 * load the contract, and a page's first screen comes checked by the server. A widget's build puts
 * its own in place of this module (build/reply-parsers.ts), so a partner's page checks the
 * widget's replies without zod.
 */
export const replyParsers: Readonly<Partial<Record<string, () => Promise<ReplyParse>>>> = {};
