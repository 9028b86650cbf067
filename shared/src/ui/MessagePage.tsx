import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string;
  title: string;
  text: string;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The one layout for full-page messages (404, page being prepared, unexpected error). */
export function MessagePage({ eyebrow, title, text, icon, children }: Props) {
  return (
    <section className="container-page grid min-h-[70vh] place-items-center py-28 text-center">
      <div className="max-w-xl">
        {icon ? <div className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-surface-2 text-primary">{icon}</div> : null}
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-widest text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold text-fg sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
