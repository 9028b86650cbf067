import { ArrowLeft, ArrowRight, SiteLink } from '@site/shared/ui';
import { paths } from '@site/shared/site';
import { useDirection, useScreenTexts } from '@site/shared/react';
import type { RelatedProjectView } from '@site/shared/request';
import { CARD_IMAGE_SIZES } from './images';
import { ContentImage } from '../common/ContentImage';

/** Up to 3 related projects (docs/product.md#projects), each linking to its page. */
export function RelatedProjects({ projects }: { projects: readonly RelatedProjectView[] }) {
  const t = useScreenTexts();
  const Arrow = useDirection() === 'rtl' ? ArrowLeft : ArrowRight;
  return (
    <section aria-labelledby="related-projects-title" className="container-page mt-20 sm:mt-24" data-testid="related-projects">
      <h2 id="related-projects-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {t.projects.related}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} className="flex">
            <article className="card group relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
              <ContentImage src={project.image} meta={null} sizes={CARD_IMAGE_SIZES} className="aspect-[16/10] w-full" />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-bold leading-snug text-fg">{project.title}</h3>
                <p className="mt-2 line-clamp-3 flex-1 text-muted">{project.description}</p>
                <SiteLink
                  href={paths.project(project.id)}
                  aria-label={`${t.projects.viewProject}: ${project.title}`}
                  className="focus-ring mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-primary after:absolute after:inset-0 after:content-['']"
                >
                  {t.projects.viewProject}
                  <Arrow aria-hidden="true" className="size-4" />
                </SiteLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
