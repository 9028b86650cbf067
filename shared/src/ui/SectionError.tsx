import { useT } from '@site/shared/react';
import { ErrorBox } from './ErrorBox';
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

const RefreshCw = /* @__PURE__ */ lucideIcon(lucide.RefreshCw);

/**
 * The compact error fallback of one block of a page (an application slot, a federated
 * component): the unexpected-error headline, 'try again' (clears the error and renders
 * again) and 'reload page'. The full-page version is `<ErrorPage>`.
 */
export function SectionError({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <div className={className} data-testid="section-error">
      <ErrorBox title={t.errorPage.title} text={t.errorPage.sectionText} retryLabel={t.errorPage.tryAgain} onRetry={onRetry}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t.errorPage.reload}
        </button>
      </ErrorBox>
    </div>
  );
}
