// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_LATER_ATTRIBUTE } from '@site/shared/state';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    scrollTo.mockReset();
    window.scrollTo = scrollTo;
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

  it('reveals the #target of the new page once it is rendered, every part of the page laid out first', async () => {
    // The parts below the first screen may still skip layout at an estimated size (layout-script.ts).
    document.documentElement.setAttribute(LAYOUT_LATER_ATTRIBUTE, '');
    let laidOutAtReveal: boolean | undefined;
    const scrollIntoView = vi.fn(() => (laidOutAtReveal = !document.documentElement.hasAttribute(LAYOUT_LATER_ATTRIBUTE)));
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const target = document.createElement('section');
    target.id = 'contact';
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(laidOutAtReveal).toBe(true);
    target.remove();
  });

  /**
   * A visitor on /about follows a link to `/#contact`, which the new page has rendered 4000 px
   * down; the test sets the section's distance from the viewport's top (jsdom lays nothing out),
   * and a reveal puts it at 80 (below the header).
   */
  function landOnContact() {
    const top = { value: 4000 };
    const target = document.createElement('section');
    target.id = 'contact';
    const scrollIntoView = vi.fn(() => (top.value = 80));
    target.scrollIntoView = scrollIntoView;
    target.getBoundingClientRect = () => ({ top: top.value }) as DOMRect;
    document.body.append(target);
    window.history.replaceState(null, '', '/about');
    render(<ScrollToTop />);
    go('/#contact');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    /** What a block above the section does when its code comes: its reserved space is replaced, the section moves. */
    const blockAboveArrives = (by: number) => {
      top.value += by;
      document.body.prepend(document.createElement('div'));
    };
    return { scrollIntoView, blockAboveArrives };
  }

  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  it('holds the #target where it landed while the blocks above it arrive and move it', async () => {
    const { scrollIntoView, blockAboveArrives } = landOnContact();
    blockAboveArrives(238);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    blockAboveArrives(-120);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(3));
    // A change that does not move the target corrects nothing.
    document.body.append(document.createElement('div'));
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('leaves the page to the visitor after their first input (%s)', async (type) => {
    const { scrollIntoView, blockAboveArrives } = landOnContact();
    window.dispatchEvent(new Event(type));
    blockAboveArrives(238);
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops holding when the page changes again', async () => {
    const { scrollIntoView, blockAboveArrives } = landOnContact();
    go('/services');
    blockAboveArrives(238);
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
