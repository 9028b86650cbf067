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
  afterEach(cleanup);

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
});
