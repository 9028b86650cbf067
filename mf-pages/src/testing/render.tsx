import { contentIcons } from '@site/shared/ui';
import { act, render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';

/** The shared chunks screens `use()`, loaded once before a test file's first render. */
export function loadScreenChunks(): Promise<unknown> {
  return contentIcons();
}

/** Renders a screen as its route does (inside a Suspense boundary), letting its loads settle inside `act`. */
export async function renderScreen(ui: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<Suspense fallback={<p data-testid="suspended">…</p>}>{ui}</Suspense>);
  });
  return result!;
}
