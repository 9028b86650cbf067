// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    // A test that failed midway must not leave its #contact to the next one.
    document.body.replaceChildren();
  });

  function go(url: string) {
    act(() => window.history.pushState(null, '', url));
  }

  it('jumps to the top instantly on a new path or query, not on the first render, a hash or a language switch', () => {
    render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
    go('/services');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    go('/services?page=2');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    go('/services?page=2#details');
    go('/services?page=2&lang=en#details');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('reveals the #target of the new page once it is rendered', async () => {
    const scrollIntoView = vi.fn();
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const target = document.createElement('section');
    target.id = 'contact';
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    target.remove();
  });

  /** A rendered `#contact` whose distance from the viewport's top the test sets (jsdom lays nothing out). */
  function contactAt(top: { value: number }) {
    const target = document.createElement('section');
    target.id = 'contact';
    const scrollIntoView = vi.fn(() => (top.value = 80));
    target.scrollIntoView = scrollIntoView;
    target.getBoundingClientRect = () => ({ top: top.value }) as DOMRect;
    document.body.append(target);
    return { target, scrollIntoView };
  }

  /** What a block above the target does when its code comes: its reserved space is replaced, the target moves. */
  function blockAboveArrives(top: { value: number }, by: number) {
    top.value += by;
    document.body.prepend(document.createElement('div'));
  }

  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  it('holds the #target where it landed while the blocks above it arrive and move it', async () => {
    const top = { value: 4000 };
    const { target, scrollIntoView } = contactAt(top);
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    blockAboveArrives(top, 238);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    blockAboveArrives(top, -120);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(3));
    // A change that does not move the target corrects nothing.
    document.body.append(document.createElement('div'));
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    target.remove();
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('leaves the page to the visitor after their first input (%s)', async (type) => {
    const top = { value: 4000 };
    const { target, scrollIntoView } = contactAt(top);
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(type));
    blockAboveArrives(top, 238);
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('stops holding when the page changes again', async () => {
    const top = { value: 4000 };
    const { target, scrollIntoView } = contactAt(top);
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    go('/services');
    blockAboveArrives(top, 238);
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });
});
