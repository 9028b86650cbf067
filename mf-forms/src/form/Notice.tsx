import { usePart } from '@site/shared/react';
import type { Ref } from 'react';

/**
 * A form's outcome line: green for success, red for a failure, each with its mark drawn in CSS
 * (no icon code on a form's or a widget's first load). The two live regions are always
 * in the page (a region created with its text is not reliably announced), and the message in
 * them can take focus, so the form can move the visitor to it.
 */
export function FormNotices({
  success,
  error,
  noticeRef,
  noticeClassName = '',
}: {
  success: string | null;
  error: string | null;
  noticeRef?: Ref<HTMLParagraphElement>;
  /** of the message itself (its margins): the regions around it stay empty boxes without it */
  noticeClassName?: string;
}) {
  const part = usePart();
  return (
    <div>
      <div role="status" aria-live="polite">
        {success ? (
          <p
            ref={noticeRef}
            tabIndex={-1}
            data-testid="form-success"
            className={`${noticeClassName} flex items-start gap-3 rounded-xl border border-success/30 bg-success-soft px-4 py-3 font-medium text-success outline-none focus-visible:ring-2 focus-visible:ring-success`}
          >
            <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-current">
              <span className="mb-0.5 h-2 w-1 rotate-45 border-e-2 border-b-2 border-current" />
            </span>
            <span>{success}</span>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <p
            ref={noticeRef}
            tabIndex={-1}
            data-testid="form-error"
            part={part('error')}
            className={`${noticeClassName} flex items-start gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 font-medium text-danger outline-none focus-visible:ring-2 focus-visible:ring-danger`}
          >
            <span
              aria-hidden="true"
              className="relative mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-danger text-on-danger before:absolute before:h-0.5 before:w-2.5 before:rotate-45 before:rounded-full before:bg-current before:content-[''] after:absolute after:h-0.5 after:w-2.5 after:-rotate-45 after:rounded-full after:bg-current after:content-['']"
            />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The submit button: its label says the state; a small spinner while sending (still when motion
 * is reduced). Enabled from the server's first HTML on: pressed before the form's code is in, the
 * browser sends the form itself, or the press waits for the code (docs/forms.md, "Before the code").
 */
export function SubmitButton({ label, busy, disabled, className = '' }: { label: string; busy: boolean; disabled: boolean; className?: string }) {
  return (
    <button type="submit" part={usePart()('button')} className={`btn btn-primary ${className}`} disabled={disabled} data-testid="form-submit">
      {busy ? <span aria-hidden="true" className="size-4 rounded-full border-2 border-on-primary/40 border-t-on-primary motion-safe:animate-spin" /> : null}
      {label}
    </button>
  );
}
