import { Button, Spinner } from '@site/shared/ui';

/**
 * 'Load more' under a list. While it works it says so and ignores clicks, but stays focusable
 * (`aria-disabled`, not `disabled`: a disabled button would drop the keyboard focus to the page).
 */
export function LoadMoreButton({ busy, label, busyLabel, onClick }: { busy: boolean; label: string; busyLabel: string; onClick: () => void }) {
  return (
    <div className="mt-12 flex justify-center">
      <Button variant="ghost" className="min-w-48 px-8" onClick={busy ? undefined : onClick} aria-disabled={busy || undefined} data-testid="load-more">
        {busy ? <Spinner label={busyLabel} className="text-fg" /> : label}
      </Button>
    </div>
  );
}
