import { HttpError, requestErrorText } from '@site/shared/request';
import { refreshRouteHead } from '@site/shared/page';
import { useT, type QueryState } from '@site/shared/react';
import { ErrorBox, MessagePage, SiteLink, Spinner } from '@site/shared/ui';
import { useEffect, type ReactNode } from 'react';

interface Props<T> {
  /** names the states for tests: `${name}-loading`, `${name}-not-found`, `${name}-error` */
  name: string;
  /** the item's read */
  query: QueryState<T> & { reload: () => void };
  /** the item when it is known without the read (an article already in the loaded list) */
  known?: T | null;
  /** what an unknown item (404) says, over the way back */
  notFound: { title: string; text: string; icon: ReactNode };
  /** the heading of any other failure, over the reply's message, a retry and the way back */
  errorTitle: string;
  /** the list the item belongs to */
  back: { href: string; label: string };
  children: (item: T) => ReactNode;
}

/**
 * A detail screen (an article, a project) around its item (docs/product.md#loading-error-empty):
 * a spinner while it loads, 'not found' with the way back for an unknown one (the server answers
 * 404), any other failure with its message, a retry and the way back; and the head worked out
 * again once the item is there (after a client-side navigation it was set before the item came).
 */
export function DetailFrame<T>({ name, query, known, notFound, errorTitle, back, children }: Props<T>) {
  const core = useT();
  const item = known ?? (query.status === 'ready' ? query.data : null);
  const shown = item !== null;
  useEffect(() => {
    if (shown) refreshRouteHead();
  }, [shown]);

  if (item !== null) return children(item);
  if (query.status !== 'error') {
    return (
      <div className="container-page grid min-h-[70vh] place-items-center pb-20 pt-32" data-testid={`${name}-loading`}>
        <Spinner label={core.states.loading} />
      </div>
    );
  }
  if (query.error instanceof HttpError && query.error.status === 404) {
    return (
      <div data-testid={`${name}-not-found`}>
        <MessagePage title={notFound.title} text={notFound.text} icon={notFound.icon}>
          <SiteLink href={back.href} className="btn btn-primary">
            {back.label}
          </SiteLink>
        </MessagePage>
      </div>
    );
  }
  return (
    <div className="container-page pb-20 pt-32 sm:pt-40" data-testid={`${name}-error`}>
      <h1 className="sr-only">{errorTitle}</h1>
      <ErrorBox title={errorTitle} text={requestErrorText(query.error, core)} retryLabel={core.blocks.retry} onRetry={query.reload}>
        <SiteLink href={back.href} className="btn btn-ghost btn-sm">
          {back.label}
        </SiteLink>
      </ErrorBox>
    </div>
  );
}
