import { interpolate, plural } from '@site/shared/i18n';
import { Lightbox, preloadLightbox, type ContentIcons, type LightboxImage } from '@site/shared/ui';
import { useLanguage, useScreenTexts, useT } from '@site/shared/react';
import type { ProjectGalleryItemView } from '@site/shared/request';
import { useState } from 'react';
import { CARD_IMAGE_SIZES } from './images';
import { ContentImage, DEFAULT_IMAGE } from '../common/ContentImage';

/**
 * A project's gallery (docs/product.md#projects): a grid of its images (three columns on large screens),
 * each opening the full-screen lightbox of '@site/shared' at that image. The viewer's code
 * loads when a visitor first points at or focuses an image, so it is there by the click.
 */
export function ProjectGallery({ title, items, icons }: { title: string; items: readonly ProjectGalleryItemView[]; icons: ContentIcons }) {
  const t = useScreenTexts();
  const core = useT();
  const lang = useLanguage();
  const [index, setIndex] = useState<number | null>(null);
  const { ZoomIn } = icons;
  const images: LightboxImage[] = items.map((item) => ({
    src: item.image,
    srcSet: item.imageMeta?.srcset,
    alt: item.name || title,
    title: item.name || undefined,
    width: item.imageMeta?.width ?? DEFAULT_IMAGE.width,
    height: item.imageMeta?.height ?? DEFAULT_IMAGE.height,
  }));

  return (
    <section aria-labelledby="project-gallery-title" className="container-page mt-20 sm:mt-24" data-testid="project-gallery">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="project-gallery-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {t.projects.gallery}
        </h2>
        <p className="text-sm text-muted">{plural(core.counts.images, items.length, lang)}</p>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, position) => {
          const label = item.name
            ? interpolate(t.projectsScreen.openImage, { index: position + 1, total: items.length, name: item.name })
            : interpolate(t.projectsScreen.openImageUnnamed, { index: position + 1, total: items.length });
          return (
            <li key={item.id ?? position}>
              <figure>
                <button
                  type="button"
                  className="focus-ring group relative block w-full overflow-hidden rounded-2xl border border-line bg-surface"
                  aria-label={label}
                  aria-haspopup="dialog"
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => setIndex(position)}
                  data-testid="gallery-item"
                >
                  <ContentImage
                    src={item.image}
                    meta={item.imageMeta}
                    sizes={CARD_IMAGE_SIZES}
                    className="aspect-[4/3] w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 grid place-items-center bg-black/0 text-white opacity-0 transition group-hover:bg-black/30 group-hover:opacity-100 group-focus-visible:bg-black/30 group-focus-visible:opacity-100"
                  >
                    <span className="grid size-12 place-items-center rounded-full bg-black/55">
                      <ZoomIn className="size-6" />
                    </span>
                  </span>
                </button>
                {item.name ? <figcaption className="mt-3 px-1 text-sm font-medium text-fg">{item.name}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label={title} />
    </section>
  );
}
