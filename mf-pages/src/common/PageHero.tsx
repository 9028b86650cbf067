import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string | undefined;
  title: string;
  text?: string | undefined;
  /** buttons or notes under the text */
  children?: ReactNode;
}

/** The opening of every inner page: the home hero's glow, an eyebrow, the page's one `h1` and its lead text. */
export function PageHero({ eyebrow, title, text, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-[image:var(--hero-glow)] pb-12 pt-32 sm:pb-16 sm:pt-40" data-testid="page-hero">
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-bg/70 px-4 py-1.5 text-sm font-medium text-primary">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-fg sm:text-5xl">{title}</h1>
          {text ? <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{text}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
