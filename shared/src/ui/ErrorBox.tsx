import type { ReactNode } from 'react';
import { usePart } from '@site/shared/react';
import * as lucide from '@lucide/icons';
import { lucideIcon } from './lucide-icon';

const RotateCcw = /* @__PURE__ */ lucideIcon(lucide.RotateCcw);
const TriangleAlert = /* @__PURE__ */ lucideIcon(lucide.TriangleAlert);

interface Props {
  title?: string;
  text: string;
  /** label and action of the retry button; no button when absent */
  retryLabel?: string;
  onRetry?: () => void;
  /** more actions beside the retry button */
  children?: ReactNode;
  className?: string;
}

/**
 * Marks an error fallback in the HTML (`data-error-fallback` on an error box and on the error
 * page): the server counts a section
 * whose render shows one as an error of its version, and a release whose smoke render shows one is
 * refused (docs/scaling.md, "The smoke render").
 */
export const ERROR_FALLBACK_ATTRIBUTE = 'data-error-fallback';

/**
 * A block-level error message (a data section that failed to load, a slot that failed to
 * render). `role="alert"`, so a screen reader announces it when it appears.
 */
export function ErrorBox({ title, text, retryLabel, onRetry, children, className = '' }: Props) {
  const part = usePart();
  return (
    <div role="alert" part={part('error')} className={`error-box ${className}`} data-testid="error-box" data-error-fallback="">
      <span aria-hidden="true" className="error-box-icon">
        <TriangleAlert className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold text-fg">{title}</p> : null}
        <p className={title ? 'mt-1 text-sm text-muted' : 'text-fg'}>{text}</p>
        {onRetry || children ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {onRetry ? (
              <button type="button" part={part('button')} className="btn btn-primary btn-sm" onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {retryLabel}
              </button>
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
