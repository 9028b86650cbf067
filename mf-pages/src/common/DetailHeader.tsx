import { useDirection } from '@site/shared/react';
import { ArrowLeft, ArrowRight, contentIcons, SiteLink, type LucideIcon } from '@site/shared/ui';
import { use, type ReactNode } from 'react';

interface Props {
  /** names the category's test id: `${name}-category` */
  name: string;
  /** the way back to the list: its address, its text, its test id */
  back: { href: string; label: string; testId: string };
  /** the item's category, a link to the list filtered by it (`?category=`); null: none */
  category: { name: string; slug: string } | null;
  /** what stands beside the category (an article's 'Featured', a project's status) */
  badge?: ReactNode;
  /** the column of an article's text (48rem) instead of the page's width */
  narrow?: boolean;
  /** the title and what follows it */
  children: ReactNode;
}

/**
 * The head of a detail page (an article, a project): the way back to its list (its arrow along
 * the reading direction), the category and a badge, then the title and what the page adds, on
 * the hero's glow.
 */
export function DetailHeader({ name, back, category, badge, narrow = false, children }: Props) {
  const Back = useDirection() === 'rtl' ? ArrowRight : ArrowLeft;
  const { Tag } = use(contentIcons());
  const content = (
    <>
      <SiteLink href={back.href} className="focus-ring inline-flex items-center gap-2 rounded font-medium text-muted hover:text-fg" data-testid={back.testId}>
        <Back aria-hidden="true" className="size-4" />
        {back.label}
      </SiteLink>
      <div className="mt-6 flex flex-wrap items-center gap-2.5">
        {category ? (
          <SiteLink
            href={`${back.href}?category=${encodeURIComponent(category.slug)}`}
            className="focus-ring inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3.5 py-1.5 text-sm font-semibold text-primary hover:bg-surface-2"
            data-testid={`${name}-category`}
          >
            <Tag aria-hidden="true" className="size-3.5" />
            {category.name}
          </SiteLink>
        ) : null}
        {badge}
      </div>
      {children}
    </>
  );
  return (
    <header className="relative overflow-hidden bg-[image:var(--hero-glow)] pb-10 pt-28 sm:pt-36">
      <div className="container-page">{narrow ? <div className="mx-auto max-w-3xl">{content}</div> : content}</div>
    </header>
  );
}

/** One fact in a detail page's head (its author, date, reading time, client): an icon, its name for a screen reader, its value. */
export function HeadFact({
  icon: Icon,
  label,
  children,
  valueClassName,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className="inline-flex items-center gap-1.5">
      <dt>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
