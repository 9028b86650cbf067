import { useScreenTexts } from '@site/shared/react';
import { Sparkles } from '@site/shared/ui';

/** 'Featured' on an article the content marks `is_best`: a pill of the brand colour, `small` on a card (over its image). */
export function FeaturedBadge({ small = false }: { small?: boolean }) {
  const t = useScreenTexts();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-primary font-semibold text-on-primary ${
        small ? 'absolute start-3 top-3 px-3 py-1 text-xs shadow-sm' : 'px-3.5 py-1.5 text-sm'
      }`}
      data-testid="featured-badge"
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t.blog.featured}
    </span>
  );
}
