import { useDirection } from '@site/shared/react';
import { ArrowLeft, ArrowRight, SiteLink } from '@site/shared/ui';
import type { Ref } from 'react';

interface Props {
  href: string;
  /** what the link says ('Read Article') */
  label: string;
  /** the item's name: a screen reader hears `${label}: ${item}` */
  item: string;
  className?: string;
  testId: string;
  linkRef?: Ref<HTMLAnchorElement> | undefined;
}

/**
 * A card's link to its item: its box stretches over the card (the card is a `relative group`),
 * so the whole card is its target, with an arrow along the reading direction that moves on hover.
 */
export function CardLink({ href, label, item, className = '', testId, linkRef }: Props) {
  const Arrow = useDirection() === 'rtl' ? ArrowLeft : ArrowRight;
  return (
    <SiteLink
      ref={linkRef}
      href={href}
      aria-label={`${label}: ${item}`}
      className={`focus-ring inline-flex items-center gap-1.5 rounded font-semibold text-primary after:absolute after:inset-0 after:content-[''] ${className}`}
      data-testid={testId}
    >
      {label}
      <Arrow aria-hidden="true" className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:rtl:group-hover:-translate-x-0.5" />
    </SiteLink>
  );
}
