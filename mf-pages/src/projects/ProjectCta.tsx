import { chatLink } from '@site/shared/site';
import { MessageCircle, Send } from '@site/shared/ui';
import { useScreenTexts, useT } from '@site/shared/react';

/** The project page's call to action (docs/product.md#projects): two buttons opening the chat link in a new tab. */
export function ProjectCta({ projectTitle }: { projectTitle: string }) {
  const t = useScreenTexts();
  const core = useT();
  return (
    <section aria-labelledby="project-cta-title" className="container-page mt-20 sm:mt-24" data-testid="project-cta">
      <div className="overflow-hidden rounded-3xl bg-primary px-8 py-12 text-on-primary sm:px-12">
        <div className="flex flex-col items-start justify-between gap-8 md:flex-row md:items-center">
          <div className="max-w-xl">
            <h2 id="project-cta-title" className="text-2xl font-bold sm:text-3xl">
              {t.projects.ctaTitle}
            </h2>
            <p className="mt-3 text-lg opacity-90">{t.projects.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={chatLink(undefined, `${t.projects.ctaTitle} ${projectTitle}`)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn bg-on-primary text-primary hover:opacity-90"
              data-testid="project-cta-start"
            >
              <Send aria-hidden="true" className="size-5" />
              {t.projects.ctaStart}
              <span className="sr-only"> {core.header.opensInNewTab}</span>
            </a>
            <a
              href={chatLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="btn border-on-primary/40 text-on-primary hover:bg-on-primary/10"
              data-testid="project-cta-chat"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t.projects.ctaChat}
              <span className="sr-only"> {core.header.opensInNewTab}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
