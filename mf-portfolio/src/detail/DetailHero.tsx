import { ArrowLeft, ArrowRight, SiteLink, lucideIcon } from '@site/shared/ui';
import { formatLongDate } from '@site/shared/format';
import { paths, withLang } from '@site/shared/site';
import { plural } from '@site/shared/i18n';
import { useDirection, useLanguage, useScreenTexts, useT } from '@site/shared/react';
import type { PortfolioProjectView } from '@site/shared/request';
import { DesignImage } from '../ui/DesignImage';
import { HERO_SIZES } from './detail-route';
import * as lucide from '@lucide/icons';

const CalendarDays = /* @__PURE__ */ lucideIcon(lucide.CalendarDays);
const Images = /* @__PURE__ */ lucideIcon(lucide.Images);

/**
 * The project's hero (docs/product.md#design-portfolio): its main image as the background (the page's LCP
 * image: eager, `fetchpriority="high"`, preloaded by the head), blurred under a dark veil so the
 * text reads on any design; the title, the long localized date, the image count and the
 * description. From `lg` the design itself stands beside the text, from the same file (same
 * `srcset` and `sizes`, so one download).
 */
export function DetailHero({ project }: { project: PortfolioProjectView }) {
  const t = useT();
  const s = useScreenTexts().portfolio;
  const lang = useLanguage();
  const Back = useDirection() === 'rtl' ? ArrowRight : ArrowLeft;
  const date = formatLongDate(project.date, lang);

  return (
    <section className="max-sm:pt-20 sm:pt-24" data-testid="portfolio-hero">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-[#0b1324] text-white shadow-xl">
          <DesignImage
            src={project.mainImage}
            meta={project.mainImageMeta}
            alt=""
            sizes={HERO_SIZES}
            priority
            className="absolute inset-0 -z-10 bg-transparent"
            imageClassName="size-full scale-110 object-cover blur-2xl"
          />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/60 to-black/40" />
          <div className="grid items-end gap-10 p-6 max-sm:min-h-[28rem] sm:min-h-[32rem] sm:p-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-14 lg:p-14">
            <div className="max-w-2xl">
              <SiteLink
                href={withLang(paths.portfolio, lang)}
                className="focus-ring inline-flex min-h-10 items-center gap-2 rounded-full bg-white/15 px-4 text-sm font-medium text-white backdrop-blur-sm transition-colors hover:bg-white/25"
                data-testid="portfolio-back"
              >
                <Back aria-hidden="true" className="size-4" />
                {s.backToPortfolio}
              </SiteLink>
              <h1 className="mt-6 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{project.title}</h1>
              <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
                {date ? (
                  <li className="inline-flex items-center gap-2">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={project.date ?? undefined} data-testid="portfolio-date">
                      {date}
                    </time>
                  </li>
                ) : null}
                <li className="inline-flex items-center gap-2" data-testid="portfolio-image-count">
                  <Images aria-hidden="true" className="size-4" />
                  {plural(t.counts.images, project.imageCount, lang)}
                </li>
              </ul>
              {project.description ? <p className="mt-5 text-lg leading-relaxed text-white/90">{project.description}</p> : null}
            </div>
            {project.mainImage ? (
              <DesignImage
                src={project.mainImage}
                meta={project.mainImageMeta}
                alt={project.title}
                sizes={HERO_SIZES}
                priority
                className="rounded-2xl shadow-2xl ring-1 ring-white/20 max-lg:hidden lg:w-64 xl:w-80"
              />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
