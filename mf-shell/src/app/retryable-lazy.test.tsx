// @vitest-environment jsdom
import { ErrorBoundary } from '@site/shared/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './retryable-lazy';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p data-testid="hello">hello {name}</p>;
}

describe('retryableLazy', () => {
  it('downloads once however often it is preloaded and rendered', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const lazyHello = retryableLazy(load);
    expect(load).not.toHaveBeenCalled();
    lazyHello.preload();
    lazyHello.preload();
    render(
      <Suspense fallback={null}>
        <lazyHello.Component name="a" />
      </Suspense>,
    );
    expect((await screen.findByTestId('hello')).textContent).toBe('hello a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed download and a reset, the next render downloads again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Hello }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const lazyHello = retryableLazy(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = (key: string) => (
      <ErrorBoundary key={key} fallback={() => <p data-testid="failed">failed</p>} onError={() => lazyHello.reset()}>
        <Suspense fallback={null}>
          <lazyHello.Component name="b" />
        </Suspense>
      </ErrorBoundary>
    );
    const { rerender } = render(tree('first'));
    expect(await screen.findByTestId('failed')).toBeTruthy();
    await act(async () => rerender(tree('second')));
    expect((await screen.findByTestId('hello')).textContent).toBe('hello b');
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
