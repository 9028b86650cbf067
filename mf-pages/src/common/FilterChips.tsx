import { SiteLink } from '@site/shared/ui';

export interface Chip {
  /** the category's slug; null: 'all' */
  slug: string | null;
  label: string;
  href: string;
}

/**
 * Category filters as links (`?category=slug`): each filter is an address, so a filtered list
 * can be shared, is rendered by the server, and works without JavaScript; the selected one is
 * the current page (`aria-current`).
 */
export function FilterChips({ label, chips, selected }: { label: string; chips: readonly Chip[]; selected: string | null }) {
  return (
    <nav aria-label={label} data-testid="filter-chips">
      <ul className="flex flex-wrap gap-2.5">
        {chips.map((chip) => {
          const current = chip.slug === selected;
          return (
            <li key={chip.slug ?? ''}>
              <SiteLink
                href={chip.href}
                aria-current={current ? 'page' : undefined}
                data-slug={chip.slug ?? ''}
                className={`focus-ring inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                  current ? 'border-primary bg-primary text-on-primary' : 'border-line bg-bg text-fg hover:border-primary/50 hover:bg-primary-soft'
                }`}
              >
                {chip.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
