import { useScreenTexts } from '@site/shared/react';
import { WifiOff } from '@site/shared/ui';

/** 'Offline Mode Active' (docs/product.md#design-portfolio), shown while the detail shows stored or fallback data. */
export function OfflineBanner() {
  const s = useScreenTexts().portfolio;
  return (
    <div className="container-page mt-6">
      <div role="status" className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-fg" data-testid="portfolio-offline-banner">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          <strong className="font-semibold">{s.offlineBanner}</strong> <span className="text-muted">{s.offlineText}</span>
        </p>
      </div>
    </div>
  );
}
