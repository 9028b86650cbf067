import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string;
  title: string;
  text: string;
  icon?: ReactNode;
  /** colour of the icon tile: the brand colour, or the danger colour for errors */
  tone?: 'brand' | 'danger';
  children?: ReactNode;
}

/** The one layout for full-page messages (404, page being prepared, unexpected error). */
export function MessagePage({ eyebrow, title, text, icon, tone = 'brand', children }: Props) {
  return (
    <section className="container-page grid min-h-[70vh] place-items-center pb-20 text-center max-sm:pt-32 sm:pt-36">
      <div className="max-w-xl">
        {icon ? (
          <div
            className={`mx-auto mb-6 grid size-16 place-items-center rounded-2xl [&>svg]:size-7 ${
              tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary'
            }`}
          >
            {icon}
          </div>
        ) : null}
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-widest text-primary">{eyebrow}</p> : null}
        <h1 className="font-bold tracking-tight text-fg max-sm:text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
