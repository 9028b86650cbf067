import { ErrorBoundary, ErrorPage } from '@site/shared/ui';
import { FormsRoutes } from '../routes';

export function FormsRoot() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <ErrorPage onRetry={reset} />} onError={(error) => console.error('[mf-forms] render failed', error)}>
      <FormsRoutes />
    </ErrorBoundary>
  );
}
