import { CheckCircle2, WifiOff } from '@site/shared/ui';
import { useOnline, useT } from '@site/shared/react';
import { useEffect, useRef, useState } from 'react';

/** The 'connection restored' banner shows for 3 s (docs/product.md#every-page). */
export const RESTORED_BANNER_MS = 3000;

type Shown = 'none' | 'offline' | 'restored';

/**
 * On losing the connection a red banner appears and stays; on regaining it
 * a green 'connection restored' banner shows for 3 seconds. The live regions are always in
 * the page (empty when nothing is shown), so screen readers announce the change: the loss
 * as an alert, the return as a status.
 */
export function ConnectionBanner() {
  const t = useT();
  const online = useOnline();
  const [shown, setShown] = useState<Shown>('none');
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setShown('offline');
      return undefined;
    }
    if (!wasOffline.current) return undefined;
    wasOffline.current = false;
    setShown('restored');
    const timer = window.setTimeout(() => setShown('none'), RESTORED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [online]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center px-4">
      <div role="alert">
        {shown === 'offline' ? (
          <p
            data-testid="offline-banner"
            className="banner-in pointer-events-auto flex max-w-lg items-start gap-3 rounded-2xl bg-danger px-4 py-3 text-sm font-medium text-on-danger shadow-lg"
          >
            <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="block font-bold">{t.connection.offline}</span>
              <span className="block opacity-90">{t.connection.offlineHint}</span>
            </span>
          </p>
        ) : null}
      </div>
      <div role="status">
        {shown === 'restored' ? (
          <p
            data-testid="online-banner"
            className="banner-in pointer-events-auto flex items-center gap-3 rounded-2xl bg-success px-4 py-3 text-sm font-bold text-on-success shadow-lg"
          >
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {t.connection.restored}
          </p>
        ) : null}
      </div>
    </div>
  );
}
