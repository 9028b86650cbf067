import { ErrorBoundary } from '@site/shared';
import { Footer } from './Footer';

export function FooterRoot() {
  return (
    <ErrorBoundary fallback={() => null} onError={(error) => console.error('[mf-shell] footer failed', error)}>
      <Footer />
    </ErrorBoundary>
  );
}
