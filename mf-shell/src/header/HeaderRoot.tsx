import { ErrorBoundary } from '@site/shared';
import { Header } from './Header';

/** The header's React root; a render error in it must not take down the page. */
export function HeaderRoot() {
  return (
    <ErrorBoundary fallback={() => null} onError={(error) => console.error('[mf-shell] header failed', error)}>
      <Header />
    </ErrorBoundary>
  );
}
