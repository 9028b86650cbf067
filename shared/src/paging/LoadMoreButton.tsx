import { usePart } from '@site/shared/react';

interface Props {
  /** the next page is on its way: the button says so (`busyLabel`) and ignores presses */
  busy: boolean;
  label: string;
  /** what it says while the next page loads ('Loading more...'), also announced to screen readers */
  busyLabel: string;
  onClick: () => void;
  /** `load-more` unless a page has two lists */
  testId?: string;
}

/**
 * 'Load more' under every list that has more (docs/design-system.md#design-system), with its
 * loading-more state. While it works it stays focusable and says so (`aria-disabled`, not
 * `disabled`, which would drop the keyboard focus to the page), and a status region, present
 * from the start so screen readers listen to it, announces it. Where it sits is its list's. In a
 * widget it is a `button` part, as the widget's other buttons (docs/embedding.md#styling).
 */
export function LoadMoreButton({ busy, label, busyLabel, onClick, testId = 'load-more' }: Props) {
  const part = usePart();
  return (
    <>
      <button
        type="button"
        part={part('button')}
        className="btn btn-ghost min-w-48"
        onClick={() => {
          if (!busy) onClick();
        }}
        aria-disabled={busy || undefined}
        data-testid={testId}
      >
        {busy ? (
          <>
            <span aria-hidden="true" className="size-4 rounded-full border-2 border-line border-t-primary motion-safe:animate-spin" />
            {busyLabel}
          </>
        ) : (
          label
        )}
      </button>
      <span role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </span>
    </>
  );
}
