/**
 * The page sizes of the API's list routes, shared by the server (which answers with them) and
 * the offline store (which cuts the same pages from its stored lists). Every list reply is a page:
 * `per_page` above `MAX_PER_PAGE` is clamped to it (the reply's `per_page` and `last_page` say
 * what was used), so no reply grows with the content (docs/api.md, "Lists and paging").
 */
export const MAX_PER_PAGE = 50;

/** `per_page` when a request names none. */
export const DEFAULT_PER_PAGE = {
  projects: 12,
  blogs: 12,
  /** 6 a page (docs/product.md#business-constants) */
  designs: 6,
  services: 50,
  clients: 50,
} as const;

/** The newest articles of /v1/blogs/recent: `limit` 3 by default, 12 at most. */
export const RECENT_POSTS = { default: 3, max: 12 } as const;
