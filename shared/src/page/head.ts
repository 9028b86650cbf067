/**
 * What a page says about itself in the document head, per route and language: the server
 * turns it into `<title>`, the meta description, canonical and `hreflang` links, Open Graph
 * and Twitter card tags and JSON-LD (root-config/src/server/head-tags.ts); in the browser a
 * navigation sets the title and description from it.
 */
export interface PageHead {
  /** the whole `<title>` */
  title: string;
  description: string;
  /** Open Graph type: `article` for a blog article */
  type?: 'website' | 'article';
  /** the item's own image (root-relative or absolute), for link previews */
  image?: { url: string; width?: number | undefined; height?: number | undefined; alt?: string | undefined } | null;
  /** JSON-LD `Organization` (the home page) */
  organization?: boolean;
  /** JSON-LD `Article` (a blog article) */
  article?: { published?: string | undefined; modified?: string | undefined; author?: string | undefined; section?: string | undefined };
  /** JSON-LD `BreadcrumbList` (detail pages): from home to this page */
  breadcrumbs?: { name: string; path: string }[];
  /** the path to call canonical when it differs from the request's (an item reached by another key) */
  canonicalPath?: string;
  /** the first screen's largest image: preloaded with `fetchpriority="high"` */
  lcpImage?: { src: string; srcset?: string | undefined; sizes?: string | undefined } | null;
  /** kept out of search results (`<meta name="robots" content="noindex">`): a page for partners, not visitors */
  noindex?: boolean;
}
