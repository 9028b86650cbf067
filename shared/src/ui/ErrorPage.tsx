import { TriangleAlert } from 'lucide-react';
import { useT } from '../react/use-t';
import { MessagePage } from './MessagePage';

/** The error fallback page of spec section 2: 'try again' clears the error, 'reload page' reloads. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" data-testid="error-page">
      <MessagePage title={t.errorPage.title} text={t.errorPage.text} icon={<TriangleAlert aria-hidden="true" />}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t.errorPage.tryAgain}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => window.location.reload()}>
          {t.errorPage.reload}
        </button>
      </MessagePage>
    </div>
  );
}
