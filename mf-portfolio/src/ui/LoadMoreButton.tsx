interface Props {
  loading: boolean;
  label: string;
  /** what it says while the next page loads ('Loading more...') */
  loadingLabel: string;
  onClick: () => void;
  testId: string;
}

/**
 * 'Load more' with its loading-more state. While loading it stays focusable and says so
 * (`aria-disabled`, not `disabled`, which would drop the keyboard focus to the page).
 */
export function LoadMoreButton({ loading, label, loadingLabel, onClick, testId }: Props) {
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost min-w-48"
        onClick={() => {
          if (!loading) onClick();
        }}
        aria-disabled={loading || undefined}
        data-testid={testId}
      >
        {loading ? (
          <>
            <span aria-hidden="true" className="size-4 rounded-full border-2 border-line border-t-primary motion-safe:animate-spin" />
            {loadingLabel}
          </>
        ) : (
          label
        )}
      </button>
      {/* Announced while the next page loads; present from the start, so screen readers listen to it. */}
      <span role="status" className="sr-only">
        {loading ? loadingLabel : ''}
      </span>
    </>
  );
}
