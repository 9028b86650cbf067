import { ErrorBoundary, ErrorPage } from '@site/shared/ui';
import { PagesRoutes } from '../routes';

/** mf-pages' root: its routes inside the error fallback page (docs/product.md#every-page). */
export function PagesRoot() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <ErrorPage onRetry={reset} />} onError={(error) => console.error('[mf-pages] render failed', error)}>
      <PagesRoutes />
    </ErrorBoundary>
  );
}
