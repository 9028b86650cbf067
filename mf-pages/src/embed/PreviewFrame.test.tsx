// @vitest-environment jsdom
import { setLanguage } from '@site/shared/state';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewFrame } from './PreviewFrame';

/** An IntersectionObserver the test moves: `enter()` tells every observer its element is near. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; margin: string | undefined }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, elements: [] as Element[], margin: options?.rootMargin };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    observers,
    enter() {
      for (const { callback, elements } of observers) {
        if (elements.length > 0)
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the live preview on /embed (PreviewFrame)', () => {
  it('holds its place with a skeleton of its size, and starts the frame only once the visitor nears it', async () => {
    setLanguage('en');
    const viewport = stubObserver();
    render(<PreviewFrame src="/embed/preview?widget=portfolio&lang=en&theme=auto&limit=6" title="Live preview: Design portfolio" tall={false} />);
    const holder = screen.getByTestId('embed-preview');
    expect(holder.className).toContain('h-[56rem]');
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading...');
    // The page settles (load, then an idle moment) before the viewport is looked at.
    await act(async () => vi.waitFor(() => expect(viewport.observers).toHaveLength(1)));
    expect(viewport.observers[0]?.margin).toBe('200px');
    expect(screen.queryByTestId('embed-preview-frame')).toBeNull();

    act(() => viewport.enter());
    const frame = screen.getByTestId('embed-preview-frame');
    expect([frame.getAttribute('src'), frame.getAttribute('title')]).toEqual([
      '/embed/preview?widget=portfolio&lang=en&theme=auto&limit=6',
      'Live preview: Design portfolio',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('once started, follows the form: a new choice loads the new preview at once, in the taller box of the form', async () => {
    const viewport = stubObserver();
    const { rerender } = render(<PreviewFrame src="/embed/preview?widget=portfolio&lang=ar&theme=auto&limit=6" title="p" tall={false} />);
    await act(async () => vi.waitFor(() => expect(viewport.observers).toHaveLength(1)));
    act(() => viewport.enter());
    rerender(<PreviewFrame src="/embed/preview?widget=consultation&lang=ar&theme=auto" title="c" tall />);
    expect(screen.getByTestId('embed-preview-frame').getAttribute('src')).toBe('/embed/preview?widget=consultation&lang=ar&theme=auto');
    expect(screen.getByTestId('embed-preview').className).toContain('h-[78rem]');
    expect(viewport.observers).toHaveLength(1);
  });
});
