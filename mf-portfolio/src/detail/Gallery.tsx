import { LoadMoreButton, type LoadMore } from '@site/shared/paging';
import { EmptyState, Lightbox, preloadLightbox, type LightboxImage } from '@site/shared/ui';
import { formatNumber } from '@site/shared/format';
import { galleryHasMore, type GalleryImageView, type GalleryState } from '@site/shared/request';
import { interpolate, plural } from '@site/shared/i18n';
import { useLanguage, useScreenTexts, useT } from '@site/shared/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DesignImage } from '../ui/DesignImage';
import { CARD_SIZES } from '../ui/PortfolioCard';

/** Gallery images' widths: the cards' grid (one column, two from `sm`, three from `lg`). */
const GALLERY_SIZES = CARD_SIZES;

/** An image's text alternative: its title, else the project's title and its number. */
function altOf(image: GalleryImageView, index: number, projectTitle: string, template: string): string {
  return image.title || interpolate(template, { title: projectTitle, number: index + 1 });
}

/**
 * The project's gallery (docs/product.md#design-portfolio): a grid, 3 columns on large screens, with title and
 * description per image, 9 at first; 'Load More Images' while more exist (see `galleryHasMore`)
 * with 'Showing X of Y images'. An image opens the shared lightbox; its code loads when an
 * image is hovered or focused.
 */
export function Gallery({ projectTitle, gallery }: { projectTitle: string; gallery: LoadMore<GalleryState> & { state: GalleryState } }) {
  const t = useT();
  const s = useScreenTexts().portfolio;
  const lang = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const { images, total } = gallery.state;
  const hasMore = galleryHasMore(gallery.state);

  const viewerImages = useMemo<LightboxImage[]>(
    () =>
      images.map((image, index) => ({
        src: image.image,
        srcSet: image.imageMeta?.srcset,
        alt: altOf(image, index, projectTitle, s.imageAlt),
        title: image.title,
        description: image.description,
        width: image.imageMeta?.width,
        height: image.imageMeta?.height,
      })),
    [images, projectTitle, s.imageAlt],
  );

  // After a load the visitor asked for, focus goes to the first new image (the button may be gone).
  const shownBefore = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || gallery.loadingMore || images.length <= before) return;
    shownBefore.current = null;
    list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="gallery-open"]')[before]?.focus();
  }, [images.length, gallery.loadingMore]);

  return (
    <section aria-labelledby="gallery-title" className="py-16 sm:py-20" data-testid="portfolio-gallery">
      <div className="container-page">
        <h2 id="gallery-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          {s.gallery}
        </h2>
        {images.length === 0 ? (
          <div className="mt-10">
            <EmptyState text={t.empty.data} />
          </div>
        ) : null}
        <ul ref={list} className="mt-10 grid empty:hidden gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8" data-testid="gallery-grid">
          {images.map((image, index) => {
            const alt = altOf(image, index, projectTitle, s.imageAlt);
            return (
              <li key={image.id}>
                <figure className="group">
                  <button
                    type="button"
                    className="focus-ring block w-full cursor-zoom-in overflow-hidden rounded-2xl"
                    aria-label={interpolate(s.openImage, { title: alt })}
                    aria-haspopup="dialog"
                    onClick={() => setOpen(index)}
                    onPointerEnter={preloadLightbox}
                    onFocus={preloadLightbox}
                    data-testid="gallery-open"
                  >
                    <DesignImage
                      src={image.image}
                      meta={image.imageMeta}
                      alt={alt}
                      sizes={GALLERY_SIZES}
                      imageClassName="h-auto w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
                    />
                  </button>
                  {image.title || image.description ? (
                    <figcaption className="mt-4 px-1">
                      {image.title ? <span className="block font-semibold text-fg">{image.title}</span> : null}
                      {image.description ? <span className="mt-1 block text-sm leading-relaxed text-muted">{image.description}</span> : null}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            );
          })}
        </ul>

        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-muted" data-testid="gallery-showing">
            {plural(t.counts.showingImages, total, lang, { shown: formatNumber(images.length, lang) })}
          </p>
          {gallery.error ? (
            <p role="alert" className="text-danger" data-testid="gallery-more-error">
              {t.errors.fetchMoreImages}
            </p>
          ) : null}
          {hasMore ? (
            <LoadMoreButton
              busy={gallery.loadingMore}
              label={gallery.error ? t.blocks.retry : s.loadMoreImages}
              busyLabel={s.loadingMore}
              onClick={() => {
                shownBefore.current = images.length;
                gallery.loadMore();
              }}
              testId="gallery-load-more"
            />
          ) : null}
        </div>
      </div>
      <Lightbox images={viewerImages} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={projectTitle} />
    </section>
  );
}
