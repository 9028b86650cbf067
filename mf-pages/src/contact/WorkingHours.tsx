import { useScreenTexts } from '@site/shared/react';

/** The working hours (docs/product.md#contact): Sunday–Thursday 8:00–18:00 and Friday–Saturday 10:00–16:00, one line each. */
export function WorkingHours() {
  const t = useScreenTexts().contact;
  return (
    <span className="grid gap-1" data-testid="working-hours">
      <span>
        {t.weekdays}: <bdi dir="ltr">{t.weekdaysHours}</bdi>
      </span>
      <span>
        {t.weekend}: <bdi dir="ltr">{t.weekendHours}</bdi>
      </span>
    </span>
  );
}
