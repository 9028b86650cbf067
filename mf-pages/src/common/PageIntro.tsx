import type { ReactNode } from 'react';

/** The top of a list page: its title and description over the brand glow, with room for what follows (search). */
export function PageIntro({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-[image:var(--hero-glow)] pb-10 pt-32 sm:pb-14 sm:pt-40">
      <div className="container-page">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-fg sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
