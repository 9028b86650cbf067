import { useT } from '@site/shared/react';
import { MessagePage } from './MessagePage';
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

const RefreshCw = /* @__PURE__ */ lucideIcon(lucide.RefreshCw);
const RotateCcw = /* @__PURE__ */ lucideIcon(lucide.RotateCcw);
const TriangleAlert = /* @__PURE__ */ lucideIcon(lucide.TriangleAlert);

/** The error fallback page (docs/product.md#every-page): 'try again' clears the error, 'reload page' reloads. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" data-testid="error-page" data-error-fallback="">
      <MessagePage title={t.errorPage.title} text={t.errorPage.text} icon={<TriangleAlert aria-hidden="true" />} tone="danger">
        <button type="button" className="btn btn-primary" onClick={onRetry} data-testid="error-retry">
          <RotateCcw aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.errorPage.tryAgain}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()} data-testid="error-reload">
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.errorPage.reload}
        </button>
      </MessagePage>
    </div>
  );
}
