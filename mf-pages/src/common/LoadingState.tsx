import { interpolate } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { useT } from '@site/shared/react';

/**
 * A data section's loading state: a spinner with its label, and from the second attempt on the
 * attempt under way ('Attempt 2 of 3...', docs/product.md#loading-error-empty).
 */
export function LoadingState({ label, attempt, attempts, testId }: { label: string; attempt: number; attempts: number; testId?: string }) {
  const t = useT();
  return (
    <div className="card grid justify-items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <Spinner label={label} />
      {attempt > 1 ? (
        <p className="text-sm text-muted" data-testid="load-attempt">
          {interpolate(t.common.attempt, { attempt, attempts })}
        </p>
      ) : null}
    </div>
  );
}
