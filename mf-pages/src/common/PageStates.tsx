import { ErrorBox, Spinner } from '@site/shared/ui';
import { useT } from '@site/shared/react';
import type { ReactNode } from 'react';
import { reloadPage } from './reload-page';

/** A page's loading state after a client-side navigation (the server renders pages with their data). */
export function PageLoading({ label, children }: { label?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="container-page grid min-h-[60vh] place-items-center pb-20 pt-32" aria-busy="true" data-testid="page-loading">
      <div className="grid justify-items-center gap-3">
        <Spinner label={label ?? t.states.loading} />
        {children}
      </div>
    </div>
  );
}

/** A page whose data could not be loaded: the message and a retry that reloads the page (docs/product.md#loading-error-empty). */
export function PageError({ text, children }: { text: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="container-page grid min-h-[60vh] place-items-center pb-20 pt-32" data-testid="page-error">
      <div className="w-full max-w-xl">
        <h1 className="sr-only">{text}</h1>
        <ErrorBox text={text} retryLabel={t.blocks.retry} onRetry={reloadPage}>
          {children}
        </ErrorBox>
      </div>
    </div>
  );
}
