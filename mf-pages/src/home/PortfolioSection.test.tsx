// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { setLanguage } from '@site/shared/state';
import { setRemoteLoader } from '@site/shared/blocks';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PortfolioSection from './PortfolioSection';

beforeAll(() => contentIcons());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Rendered inside `act`, so the block's loads (its module, its gate) settle within it. */
async function show() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <PortfolioSection />
      </Suspense>,
    );
  });
}

describe('home: the design portfolio teaser', () => {
  it("owns the heading and the 'view all' link; the cards are mf-portfolio's block", async () => {
    setLanguage('en');
    const loader = vi.fn(async () => ({ default: () => <p data-testid="teaser-cards">six designs</p> }));
    setRemoteLoader(loader);
    await show();
    expect(await screen.findByTestId('teaser-cards')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mf_portfolio/teaser');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('From our design portfolio');
    expect(screen.getByTestId('home-portfolio-all').getAttribute('href')).toBe('/portfolio?lang=en');
    expect(screen.queryByTestId('portfolio-teaser-fallback')).toBeNull();
  });

  it('when mf-portfolio is down, offers the way to the portfolio in its place', async () => {
    setLanguage('ar');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(async () => {
      throw new Error('mf_portfolio is down');
    });
    await show();
    const fallback = await screen.findByTestId('portfolio-teaser-fallback');
    expect(fallback.querySelector('a')?.getAttribute('href')).toBe('/portfolio?lang=ar');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('من معرض تصاميمنا');
  });
});
