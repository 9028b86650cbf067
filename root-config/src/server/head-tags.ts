import type { Language } from '@site/shared/contract';
import type { PageHead } from '@site/shared/page';
import { appManifestUrl } from '@site/shared/worker';
import { escapeAttribute, escapeText, scriptJson } from './html';

export interface HeadPlace {
  lang: Language;
  /** the site's origin: `https://nasaq.example` */
  origin: string;
  /** the page's path: `/services/3` */
  path: string;
  /** the request's query without `lang` (`category=web`), kept in every URL of the page */
  search: string;
  siteName: string;
  /** the Open Graph locale of `lang` (`ar_AR`, `en_US`) and of the other language */
  locale: string;
  otherLocale: string;
}

/** `origin + path` with `search` and, when given, `lang`: the `?lang=` URL of a page in one language. */
export function pageUrl(place: Pick<HeadPlace, 'origin' | 'search'>, path: string, lang?: Language): string {
  const params = new URLSearchParams(place.search);
  params.delete('lang');
  if (lang) params.set('lang', lang);
  const query = params.toString();
  return `${place.origin}${path}${query ? `?${query}` : ''}`;
}

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
}

function jsonLd(value: object): string {
  return `<script type="application/ld+json">${scriptJson(JSON.stringify(value))}</script>`;
}

/**
 * The head of a page in one language: title, description, canonical URL, `hreflang`
 * alternates (each language's `?lang=` URL, and the bare URL as `x-default`: the server
 * picks the visitor's language there), Open Graph and Twitter card tags with the item's
 * image, JSON-LD (`Organization`, `Article`, `BreadcrumbList` as the page asks), and a
 * high-priority preload of the first screen's largest image.
 */
export function headTags(head: PageHead, place: HeadPlace): string {
  const path = head.canonicalPath ?? place.path;
  const canonical = pageUrl(place, path, place.lang);
  const image = head.image ? { ...head.image, url: absolute(place.origin, head.image.url) } : null;
  const tags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    `<link rel="alternate" hreflang="ar" href="${escapeAttribute(pageUrl(place, path, 'ar'))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeAttribute(pageUrl(place, path, 'en'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(pageUrl(place, path))}">`,
    // The installable app in the page's language (docs/installable-app.md): one id, so either is the same app.
    `<link rel="manifest" href="${escapeAttribute(appManifestUrl(place.lang))}">`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', place.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', place.locale),
    meta('property', 'og:locale:alternate', place.otherLocale),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
    if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
    tags.push(meta('name', 'twitter:image', image.url));
  }
  if (head.lcpImage) {
    const { src, srcset, sizes } = head.lcpImage;
    const extra = `${srcset ? ` imagesrcset="${escapeAttribute(srcset)}"` : ''}${sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : ''}`;
    tags.push(`<link rel="preload" as="image" href="${escapeAttribute(src)}"${extra} fetchpriority="high">`);
  }
  if (head.organization) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: place.siteName,
        url: `${place.origin}/`,
        logo: absolute(place.origin, '/favicon.svg'),
        description: head.description,
      }),
    );
  }
  if (head.article) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: head.title,
        description: head.description,
        inLanguage: place.lang,
        mainEntityOfPage: canonical,
        ...(image && { image: image.url }),
        ...(head.article.published && { datePublished: head.article.published }),
        ...(head.article.modified && { dateModified: head.article.modified }),
        ...(head.article.section && { articleSection: head.article.section }),
        author: head.article.author ? { '@type': 'Person', name: head.article.author } : { '@type': 'Organization', name: place.siteName },
        publisher: { '@type': 'Organization', name: place.siteName, logo: { '@type': 'ImageObject', url: absolute(place.origin, '/favicon.svg') } },
      }),
    );
  }
  if (head.breadcrumbs?.length) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: head.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: pageUrl({ origin: place.origin, search: '' }, crumb.path, place.lang),
        })),
      }),
    );
  }
  return tags.join('');
}
