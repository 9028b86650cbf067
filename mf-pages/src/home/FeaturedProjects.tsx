import { ArrowRight, contentIcons, SiteLink, Skeleton, SkeletonText } from '@site/shared/ui';
import { formatProjectDate } from '@site/shared/format';
import { paths } from '@site/shared/site';
import { projectQueries, type ProjectView } from '@site/shared/request';
import { useLanguage, useQuery, useScreenTexts, useT } from '@site/shared/react';
import { use } from 'react';
import { reloadPage } from '../common/reload-page';
import { HomeSection } from './HomeSection';
import { SectionStates } from './SectionStates';
import { featuredProjectsQuery, HOME_PROJECTS } from './home-queries';
import { ContentImage } from '../common/ContentImage';

const CARD_SIZES = '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 768px) calc((100vw - 5rem) / 2), calc(100vw - 2rem)';

/**
 * Home, section 7 (docs/product.md#home): the first three projects, 'View All Projects', three
 * skeleton cards while they load, and the empty and error states (whose retry reloads the page).
 */
export default function FeaturedProjects() {
  const t = useScreenTexts().projects;
  const core = useT();
  const projects = useQuery(featuredProjectsQuery(use(projectQueries())));

  return (
    <HomeSection
      id="projects-title"
      title={t.featuredTitle}
      text={t.featuredSubtitle}
      action={{ href: paths.projects, label: t.viewAll, testId: 'home-projects-all' }}
      surface
      testId="home-projects"
    >
      <SectionStates
        state={projects}
        loading={<ProjectsSkeleton label={core.states.loading} />}
        error={{ text: core.blocks.projects, retry: reloadPage }}
        empty={{ text: t.empty, when: (data) => data.items.length === 0 }}
        testId="home-projects"
      >
        {(data) => (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-projects-list">
            {data.items.slice(0, HOME_PROJECTS).map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </SectionStates>
    </HomeSection>
  );
}

function ProjectsSkeleton({ label }: { label: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={label} data-testid="home-projects-loading">
      {Array.from({ length: HOME_PROJECTS }, (_, index) => (
        <li key={index} className="card overflow-hidden">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="grid gap-4 p-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <SkeletonText lines={3} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({ project }: { project: ProjectView }) {
  const t = useScreenTexts().projects;
  const lang = useLanguage();
  const { FolderOpen, Calendar, Briefcase } = use(contentIcons());
  return (
    <article className="card group flex w-full flex-col overflow-hidden" data-testid="home-project-card">
      <div className="relative">
        {project.image ? (
          <ContentImage src={project.image} meta={project.imageMeta} sizes={CARD_SIZES} className="aspect-[16/10] h-auto w-full" />
        ) : (
          <span aria-hidden="true" className="grid aspect-[16/10] w-full place-items-center bg-primary-soft text-primary" data-testid="project-category-icon">
            <FolderOpen className="size-12" />
          </span>
        )}
        {/* Completed, or active by is_active (an active project is still under way): docs/product.md#home. */}
        <span
          className={`absolute start-4 top-4 rounded-full px-3 py-1 text-xs font-semibold ${project.isActive ? 'bg-primary text-on-primary' : 'bg-success text-on-success'}`}
          data-testid="project-status"
        >
          {project.isActive ? t.active : t.completed}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        {project.category ? <p className="text-sm font-semibold text-primary">{project.category.name}</p> : null}
        <h3 className="mt-2 text-xl font-bold text-fg">{project.title}</h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted" data-testid="project-summary">
          {project.summary}
        </p>
        <dl className="mt-5 grid gap-2 text-sm text-muted">
          {project.client ? (
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2">
                <Briefcase aria-hidden="true" className="size-4 shrink-0" />
                {t.client}:
              </dt>
              <dd className="font-medium text-fg">{project.client}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2">
              <Calendar aria-hidden="true" className="size-4 shrink-0" />
              {t.date}:
            </dt>
            <dd className="font-medium text-fg" data-testid="project-date">
              {formatProjectDate(project.date, lang)}
            </dd>
          </div>
        </dl>
        <SiteLink
          href={paths.projects}
          className="focus-ring mt-6 inline-flex items-center gap-2 self-start rounded font-semibold text-primary"
          aria-label={`${t.viewProject}: ${project.title}`}
        >
          {t.viewProject}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </SiteLink>
      </div>
    </article>
  );
}
