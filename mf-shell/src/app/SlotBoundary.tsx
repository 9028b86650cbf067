import { ErrorBoundary, SectionError } from '@site/shared/ui';
import type { ReactNode } from 'react';

interface Props {
  /** which part of the shell, for the console message */
  name: string;
  /** `section`: the error box with 'try again' and 'reload page'; `hidden`: nothing (a floating extra) */
  fallback?: 'section' | 'hidden';
  children: ReactNode;
}

/**
 * The error boundary around each part of the shell: a render error in one part shows its
 * fallback there and never takes down the rest of the page. 'Try again' clears the error
 * and renders the part again.
 */
export function SlotBoundary({ name, fallback = 'section', children }: Props) {
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (fallback === 'section' ? <SectionError onRetry={reset} className="container-page py-6" /> : null)}
      onError={(error) => console.error(`[mf-shell] ${name} failed to render`, error)}
    >
      {children}
    </ErrorBoundary>
  );
}
