import { CheckCircle2, type ContentIcons } from '@site/shared/ui';
import { formatProjectDate } from '@site/shared/format';
import { paths } from '@site/shared/site';
import { useLanguage, useScreenTexts } from '@site/shared/react';
import type { ProjectView } from '@site/shared/request';
import type { Ref } from 'react';
import { CARD_IMAGE_SIZES } from './images';
import { CardLink } from '../common/CardLink';
import { ContentImage } from '../common/ContentImage';

interface Props {
  project: ProjectView;
  icons: ContentIcons;
  /** the first card of the page: its image is the largest of the first screen (loaded at once, first) */
  priority?: boolean;
  /** its link, for moving the focus to the first card 'Load more' added */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * A project of the /projects grid (docs/product.md#projects): image, completed or active badge, category,
 * name, description, date (2024 when it has none) and 'View Project' to /projects/{id}. The
 * whole card is the link's target (its box stretches over the card); the link says which project.
 */
export function ProjectCard({ project, icons, priority = false, linkRef }: Props) {
  const t = useScreenTexts();
  const lang = useLanguage();
  const { Calendar } = icons;
  return (
    <article data-testid="project-card" className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative overflow-hidden">
        <ContentImage
          src={project.image}
          meta={project.imageMeta}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="aspect-[16/10] w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
        />
        <span
          className={`absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
            project.isActive ? 'bg-bg text-fg' : 'bg-success text-on-success'
          }`}
          data-testid="project-status"
        >
          {project.isActive ? (
            <span aria-hidden="true" className="size-2 rounded-full bg-accent motion-safe:animate-pulse" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
          )}
          {project.isActive ? t.projects.active : t.projects.completed}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {project.category ? <p className="text-sm font-semibold text-primary">{project.category.name}</p> : null}
        <h2 className="mt-2 text-xl font-bold leading-snug text-fg">{project.title}</h2>
        <p className="mt-3 line-clamp-3 flex-1 leading-relaxed text-muted">{project.summary}</p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="inline-flex items-center gap-2 text-sm text-muted">
            <Calendar aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.projects.date}: </span>
            {project.date ? <time dateTime={project.date}>{formatProjectDate(project.date, lang)}</time> : formatProjectDate(null, lang)}
          </p>
          <CardLink href={paths.project(project.id)} label={t.projects.viewProject} item={project.title} testId="project-link" linkRef={linkRef} />
        </div>
      </div>
    </article>
  );
}
