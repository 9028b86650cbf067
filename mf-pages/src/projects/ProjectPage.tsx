import { CheckCircle2, contentIcons, type ContentIcons } from '@site/shared/ui';
import { formatProjectDate } from '@site/shared/format';
import { projectQueries, type ProjectDetailView } from '@site/shared/request';
import { paths } from '@site/shared/site';
import type { RouteParams } from '@site/shared/page';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use, type ReactNode } from 'react';
import { DetailFrame } from '../common/DetailFrame';
import { DetailHeader, HeadFact } from '../common/DetailHeader';
import { RichText } from '../rich-text/RichText';
import { MAIN_IMAGE_SIZES } from './images';
import { ProjectCta } from './ProjectCta';
import { ProjectGallery } from './ProjectGallery';
import { RelatedProjects } from './RelatedProjects';
import { ContentImage } from '../common/ContentImage';

/**
 * /projects/{id} (id or slug; docs/product.md#projects): category pill, title, date, main image, the
 * sanitised HTML description, the gallery with its lightbox, up to 3 related projects and the
 * call to action. An unknown project is 'Project Not Found' (and 404 from the server).
 */
export default function ProjectPage({ params }: { params: RouteParams }) {
  const queries = use(projectQueries());
  const icons = use(contentIcons());
  const t = useScreenTexts();
  const core = useT();
  const detail = useQuery(queries.projectQuery(params['id'] ?? ''));
  const { Layers } = icons;
  return (
    <DetailFrame
      name="project"
      query={detail}
      notFound={{ title: t.projects.notFound, text: t.projects.notFoundText, icon: <Layers aria-hidden="true" /> }}
      errorTitle={core.errors.fetchProject}
      back={{ href: paths.projects, label: t.projects.backToProjects }}
    >
      {(project) => <ProjectDetail detail={project} icons={icons} />}
    </DetailFrame>
  );
}

function ProjectDetail({ detail, icons }: { detail: ProjectDetailView; icons: ContentIcons }) {
  const { project, related } = detail;
  const t = useScreenTexts();
  const lang = useLanguage();
  const { Calendar, Building2 } = icons;
  const date = formatProjectDate(project.date, lang);

  return (
    <article className="pb-20 sm:pb-28" data-testid="project-page">
      <DetailHeader
        name="project"
        back={{ href: paths.projects, label: t.projects.backToProjects, testId: 'back-to-projects' }}
        category={project.category}
        badge={
          <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-bg px-3.5 py-1.5 text-sm font-medium text-fg">
            {project.isActive ? (
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-3.5 text-success" />
            )}
            {project.isActive ? t.projects.active : t.projects.completed}
          </span>
        }
      >
        <h1 className="mt-5 max-w-4xl text-3xl font-extrabold leading-tight tracking-tight text-fg sm:text-5xl">{project.title}</h1>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-muted">
          <HeadFact icon={Calendar} label={t.projects.date}>
            {project.date ? <time dateTime={project.date}>{date}</time> : date}
          </HeadFact>
          {project.client ? (
            <HeadFact icon={Building2} label={t.projects.client}>
              <bdi>{project.client}</bdi>
            </HeadFact>
          ) : null}
        </dl>
      </DetailHeader>

      <div className="container-page">
        <ContentImage
          src={project.image}
          meta={project.imageMeta}
          sizes={MAIN_IMAGE_SIZES}
          priority
          alt={project.title}
          className="aspect-[16/10] w-full rounded-3xl border border-line shadow-[var(--shadow-card)]"
          testId="project-image"
        />
      </div>

      <div className="container-page mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <section aria-labelledby="project-about-title">
          <h2 id="project-about-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t.projectsScreen.aboutTitle}
          </h2>
          <RichText html={project.description} className="mt-6" testId="project-description" />
        </section>
        <aside aria-labelledby="project-facts-title" className="card self-start p-6 lg:sticky lg:top-28">
          <h2 id="project-facts-title" className="text-lg font-bold text-fg">
            {t.projectsScreen.detailsTitle}
          </h2>
          <dl className="mt-4 divide-y divide-line text-sm">
            {project.category ? <Fact label={t.projects.category} value={project.category.name} /> : null}
            <Fact label={t.projects.date} value={date} />
            {project.client ? <Fact label={t.projects.client} value={<bdi>{project.client}</bdi>} /> : null}
            <Fact label={t.projectsScreen.status} value={project.isActive ? t.projects.active : t.projects.completed} />
          </dl>
        </aside>
      </div>

      {project.gallery.length > 0 ? <ProjectGallery title={project.title} items={project.gallery} icons={icons} /> : null}
      {related.length > 0 ? <RelatedProjects projects={related} /> : null}
      <ProjectCta projectTitle={project.title} />
    </article>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-medium text-fg">{value}</dd>
    </div>
  );
}
