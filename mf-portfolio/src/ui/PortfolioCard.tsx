import { ArrowLeft, ArrowRight, SiteLink } from '@site/shared/ui';
import { formatLongDate } from '@site/shared/format';
import { paths, withLang } from '@site/shared/site';
import { plural } from '@site/shared/i18n';
import { useDirection, useLanguage, usePart, useT } from '@site/shared/react';
import type { PortfolioProjectView } from '@site/shared/request';
import { DesignImage } from './DesignImage';

/** The cards' image widths: one column, two from `sm`, three from `lg` in an 80rem container. */
export const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** The card's action (a link, or a button in a widget), stretched over the whole card. */
const ACTION_CLASS =
  "focus-ring mt-auto inline-flex items-center gap-2 self-start rounded pt-5 font-semibold text-primary after:absolute after:inset-0 after:rounded-[1.25rem] after:content-['']";
const ARROW_CLASS = 'size-4 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:rtl:group-hover:-translate-x-0.5';

interface Props {
  project: PortfolioProjectView;
  /** `sizes` of its image in its grid */
  sizes: string;
  /** the first card of the first screen: its image is the page's largest, loaded first */
  priority?: boolean;
  /** heading level in its page: h2 on the list, h3 under a section heading */
  heading?: 'h2' | 'h3';
  /** similar works show image, title and description only */
  compact?: boolean;
  /**
   * An embedded widget opens the design in place (its gallery) instead of going to its page:
   * the card's action is then a button with the same look.
   */
  onOpen?: () => void;
}

/**
 * One design project as a card (the list, the home teaser, similar works): its main image,
 * image count, title, description, date and a 'View details' link to
 * `/portfolio/{slug}?lang={lang}` that covers the whole card. Core texts and the shared
 * icons only, so the home teaser loads no text pack and no second icon library.
 */
export function PortfolioCard({ project, sizes, priority = false, heading: Heading = 'h2', compact = false, onOpen }: Props) {
  const t = useT();
  const lang = useLanguage();
  const Arrow = useDirection() === 'rtl' ? ArrowLeft : ArrowRight;
  const date = compact ? '' : formatLongDate(project.date, lang);
  const part = usePart();
  return (
    <article
      data-testid="portfolio-card"
      part={part('card')}
      className="card group relative flex h-full w-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
    >
      <div className="relative">
        <DesignImage
          src={project.mainImage}
          meta={project.mainImageMeta}
          alt=""
          sizes={sizes}
          priority={priority}
          className="aspect-[4/3]"
          imageClassName="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.04]"
        />
        {!compact && project.imageCount > 0 ? (
          <span
            className="absolute start-3 top-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm"
            data-testid="portfolio-card-count"
          >
            {plural(t.counts.images, project.imageCount, lang)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {date ? (
          <p className="text-sm text-muted">
            <time dateTime={project.date ?? undefined}>{date}</time>
          </p>
        ) : null}
        <Heading part={part('title')} className={`${date ? 'mt-2' : ''} text-lg font-bold leading-snug text-fg`}>
          {project.title}
        </Heading>
        {project.description ? <p className="mt-2 line-clamp-3 leading-relaxed text-muted">{project.description}</p> : null}
        {onOpen ? (
          <button
            type="button"
            part={part('button')}
            onClick={onOpen}
            className={`${ACTION_CLASS} cursor-pointer`}
            aria-label={`${t.common.viewDetails}: ${project.title}`}
            data-testid="portfolio-card-open"
          >
            {t.common.viewDetails}
            <Arrow aria-hidden="true" className={ARROW_CLASS} />
          </button>
        ) : (
          <SiteLink
            href={withLang(paths.portfolioItem(project.slug), lang)}
            className={ACTION_CLASS}
            aria-label={`${t.common.viewDetails}: ${project.title}`}
            data-testid="portfolio-card-link"
          >
            {t.common.viewDetails}
            <Arrow aria-hidden="true" className={ARROW_CLASS} />
          </SiteLink>
        )}
      </div>
    </article>
  );
}
