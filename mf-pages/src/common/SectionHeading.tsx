import { ArrowRight, SiteLink } from '@site/shared/ui';
import type { ReactNode } from 'react';

interface Props {
  /** the heading's id, for the section's `aria-labelledby` */
  id: string;
  title: string;
  text?: string | undefined;
  eyebrow?: string | undefined;
  /** a 'view all' link at the end of the heading row */
  action?: { href: string; label: string; testId?: string } | undefined;
  children?: ReactNode;
}

/** A section's `h2`, its lead text and an optional 'view all' link, as the home page's services section has them. */
export function SectionHeading({ id, title, text, eyebrow, action }: Props) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
      <div className="max-w-2xl">
        {eyebrow ? <p className="mb-3 text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h2 id={id} className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="mt-4 text-lg text-muted">{text}</p> : null}
      </div>
      {action ? (
        <SiteLink href={action.href} className="btn btn-ghost shrink-0" data-testid={action.testId}>
          {action.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </SiteLink>
      ) : null}
    </div>
  );
}
