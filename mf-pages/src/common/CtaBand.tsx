import type { ReactNode } from 'react';

/** The brand-coloured call to action that closes a page (the home services' one, the about page's, a service's). */
export function CtaBand({ title, text, children, headingId }: { title: string; text: string; children: ReactNode; headingId?: string }) {
  return (
    <div className="overflow-hidden rounded-3xl bg-primary px-8 py-12 text-on-primary sm:px-12" data-testid="cta-band">
      <div className="flex flex-col items-start justify-between gap-8 md:flex-row md:items-center">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg opacity-90">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </div>
  );
}

/** Buttons on the brand colour: the light one and the outlined one. */
export const ctaButton = 'btn bg-on-primary text-primary hover:opacity-90';
export const ctaOutlineButton = 'btn border-on-primary/40 text-on-primary hover:bg-on-primary/10';
