import type { PortfolioDetailView } from '@site/shared/request';
import type { ScreenTexts } from '@site/shared/i18n';

/**
 * With offline mode on and nothing stored for a design (docs/product.md#design-portfolio), the detail shows a
 * fallback project with fallback images (and the 'Offline Mode Active' banner). The images
 * are inline SVG, so they show with no network and no stored copy.
 */
const SHADES = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#7c3aed', '#c4b5fd'],
] as const;

function fallbackImage([from, to]: readonly [string, string]): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function fallbackDesign(slug: string, s: ScreenTexts['portfolio']): PortfolioDetailView {
  const images = SHADES.map((shade, index) => ({
    id: -(index + 1),
    image: fallbackImage(shade),
    title: s.fallbackImage.replace('{n}', String(index + 1)),
    description: '',
    imageMeta: { width: 1200, height: 900 },
  }));
  return {
    project: {
      id: 0,
      slug,
      title: s.fallbackTitle,
      description: s.fallbackText,
      mainImage: images[0]!.image,
      mainImageMeta: images[0]!.imageMeta,
      date: null,
      isActive: true,
      imageCount: images.length,
      gallery: images,
    },
    gallery: { images, currentPage: 1, lastPage: 1, total: images.length, lastFetchHadItems: true },
    related: [],
  };
}
