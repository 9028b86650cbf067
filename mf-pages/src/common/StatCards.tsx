import type { LucideIcon } from '@site/shared/ui';

export interface StatItem {
  key: string;
  /** null while loading: a placeholder instead of the number */
  value: string | null;
  label: string;
  Icon: LucideIcon;
}

/**
 * Figures (home and about): the number large, its label under it; two columns, or four from `lg`
 * when the row has the page's width (`wide`). The icon is inside the `dd`, above the number: a
 * `dl`'s group holds only `dt` and `dd`.
 */
export function StatCards({ items, wide = false }: { items: StatItem[]; wide?: boolean }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 sm:gap-6 ${wide ? 'lg:grid-cols-4' : ''}`} data-testid="stat-cards">
      {items.map(({ key, value, label, Icon }) => (
        <div key={key} className="card flex flex-col gap-3 p-5 sm:p-6" data-testid={`stat-${key}`}>
          <dt className="order-last text-sm font-medium text-muted sm:text-base">{label}</dt>
          <dd className="flex flex-col items-start gap-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon className="size-5" />
            </span>
            {value === null ? <span aria-hidden="true" className="skeleton inline-block h-9 w-20 align-middle" /> : <bdi dir="ltr">{value}</bdi>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
