import { ErrorBoundary, ErrorPage } from '@site/shared/ui';
import { PortfolioRoutes } from '../routes';

export function PortfolioRoot() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <ErrorPage onRetry={reset} />} onError={(error) => console.error('[mf-portfolio] render failed', error)}>
      <PortfolioRoutes />
    </ErrorBoundary>
  );
}
