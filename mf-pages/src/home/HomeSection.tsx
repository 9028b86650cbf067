import type { ReactNode } from 'react';
import { SectionHeading } from '../common/SectionHeading';

interface Props {
  /** the heading's id, which labels the section */
  id: string;
  title: string;
  text?: string | undefined;
  /** a 'view all' link at the end of the heading row */
  action?: { href: string; label: string; testId?: string } | undefined;
  /** on the tinted surface: the home page alternates plain and tinted sections */
  surface?: boolean;
  testId: string;
  children: ReactNode;
}

/** One section of the home page below the hero: its frame, spacing and heading row, then its content. */
export function HomeSection({ id, title, text, action, surface = false, testId, children }: Props) {
  return (
    <section aria-labelledby={id} className={`below-fold ${surface ? 'bg-surface ' : ''}py-16 sm:py-24`} data-testid={testId}>
      <div className="container-page">
        <SectionHeading id={id} title={title} text={text} action={action} />
        {children}
      </div>
    </section>
  );
}
