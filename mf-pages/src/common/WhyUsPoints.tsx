import { contentIcons, Users, type LucideIcon } from '@site/shared/ui';
import { useScreenTexts } from '@site/shared/react';
import { use } from 'react';

export type WhyUsPoint = 'professionalTeam' | 'fastDelivery' | 'highQuality' | 'support';

/**
 * The reasons to choose us as cards: home shows all four, /services three (docs/product.md#services)
 * (professional team, fast delivery, high quality).
 */
export function WhyUsPoints({ points }: { points: readonly WhyUsPoint[] }) {
  const t = useScreenTexts().whyUs;
  const { Zap, Award, Headphones } = use(contentIcons());
  const icons: Record<WhyUsPoint, LucideIcon> = { professionalTeam: Users, fastDelivery: Zap, highQuality: Award, support: Headphones };
  const columns = points.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <ul className={`grid gap-6 ${columns}`} data-testid="why-us-points">
      {points.map((point) => {
        const Icon = icons[point];
        return (
          <li key={point} className="card p-6 sm:p-7" data-testid={`why-${point}`}>
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-fg">{t[point]}</h3>
            <p className="mt-2 leading-relaxed text-muted">{t[`${point}Text`]}</p>
          </li>
        );
      })}
    </ul>
  );
}
