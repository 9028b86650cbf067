// @vitest-environment jsdom
import { portfolioQueries, resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../testing/fake-api';
import PortfolioTeaser, { reads } from './index';

beforeAll(async () => {
  await portfolioQueries();
});
beforeEach(() => {
  setLanguage('ar');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTeaser() {
  return render(
    <Suspense fallback="suspended">
      <PortfolioTeaser />
    </Suspense>,
  );
}

describe('the home teaser (mf_portfolio/teaser)', () => {
  it('reads page 1 of the list (6 designs): the server reads it with the home page', async () => {
    expect((await reads()).map((query) => query.path)).toEqual(['/v1/social-media?page=1&per_page=6']);
  });

  it('shows the first 6 designs as cards (h3 under the home section) linking to their pages', async () => {
    const { urls } = fakeApi({ projects: 8, images: 4 });
    renderTeaser();
    await waitFor(() => expect(screen.getAllByTestId('portfolio-card')).toHaveLength(6));
    const card = screen.getAllByTestId('portfolio-card')[0]!;
    expect(card.querySelector('h3')?.textContent).toBe('تصميم 1');
    expect(card.textContent).toContain('4 صور');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/portfolio/design-1?lang=ar');
    // Below the fold: every image lazy.
    expect([...card.querySelectorAll('img[srcset]')].map((image) => image.getAttribute('loading'))).toEqual(['lazy']);
    expect(urls).toEqual(['/api/v1/social-media?page=1&per_page=6&lang=ar']);
  });

  it("says 'No designs available' when there are none", async () => {
    setLanguage('en');
    fakeApi({ projects: 0 });
    renderTeaser();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No designs available');
  });

  it("shows 'Failed to load portfolio' when the list cannot be read", async () => {
    setLanguage('en');
    fakeApi({ override: () => jsonResponse({ success: false, message: 'nope' }, 404) });
    renderTeaser();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load portfolio');
  });
});
