// @vitest-environment jsdom
import { PreferenceScopeContext } from '@site/shared/react';
import { portfolioQueries, requestErrorText, resetRequestClient } from '@site/shared/request';
import { loadTexts } from '@site/shared/i18n';
// The classes the request client throws, as requestErrorText tells them apart.
import { HttpError, InvalidResponseError, NetworkError, RequestTimeoutError } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { WidgetEventsContext } from '@site/shared/embed';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../testing/fake-api';
import { DEFAULT_ATTRIBUTES, PORTFOLIO_GRID, widgetFirstRead, type WidgetEvents } from '@site/shared/contract';
import { withShippedTexts } from '@site/shared/testing/shipped-texts';
import { PortfolioWidget, portfolioWidgetQuery, WIDGET_GRID, widgetCardSizes } from './PortfolioWidget';

/**
 * The core texts as the widget's build ships them (./texts.ts): every text the widget reads that
 * its build leaves out is written down here, and each test ends with none.
 */
const missing = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/src/i18n/en-core', async (original) =>
  (await import('@site/shared/testing/shipped-texts')).shippedModule(original, (await import('./texts')).PORTFOLIO_WIDGET_TEXTS.core, missing),
);

withShippedTexts(missing);
beforeAll(async () => {
  await portfolioQueries();
});
beforeEach(() => {
  // The page's own language is Arabic: the widget's scope says English.
  setLanguage('ar');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget(limit: number, events: WidgetEvents = { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() }) {
  render(
    <PreferenceScopeContext value={{ language: 'en', theme: 'light', siteOrigin: 'https://nasaq.example' }}>
      <WidgetEventsContext value={events}>
        <Suspense fallback="suspended">
          <PortfolioWidget attributes={{ ...DEFAULT_ATTRIBUTES, lang: 'en', theme: 'light', limit }} width={412} utm={{}} prefillCall={null} />
        </Suspense>
      </WidgetEventsContext>
    </PreferenceScopeContext>,
  );
  return events;
}

/**
 * `ready` fires from a passive effect, after the commit that shows the content. A render that
 * resolves outside `act` (the list's fetch settling while `findBy` polls) has its DOM in place
 * before React runs its passive effects, so the assertion waits for the effect, then checks it
 * ran once only.
 */
async function readyOnce(events: WidgetEvents) {
  await waitFor(() => expect(events.ready).toHaveBeenCalled());
  expect(events.ready).toHaveBeenCalledTimes(1);
}

describe('<nasaq-portfolio> (PortfolioWidget)', () => {
  it("shows `limit` designs in the scope's language, reads them in one request, and is ready once they are shown", async () => {
    const { urls } = fakeApi({ projects: 12 });
    const events = renderWidget(9);
    await waitFor(() => expect(screen.getAllByTestId('portfolio-card')).toHaveLength(9));
    expect(urls).toEqual(['/api/v1/social-media?page=1&per_page=9&lang=en']);
    expect(screen.getAllByTestId('portfolio-card-open')[0]?.textContent).toBe('View details');
    await readyOnce(events);
  });

  it('opens a design in place with its gallery and a link to its page on the site, in a new tab, telling the page which; Back returns to the cards', async () => {
    fakeApi({ projects: 3, images: 12 });
    const events = renderWidget(3);
    fireEvent.click((await screen.findAllByTestId('portfolio-card-open'))[1]!);
    expect(events.openDesign).toHaveBeenCalledWith({ id: 2, slug: 'design-2' });
    await waitFor(() => expect(screen.getAllByTestId('gallery-open')).toHaveLength(9));
    const link = screen.getByTestId('portfolio-widget-site-link');
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://nasaq.example/portfolio/design-2?lang=en', '_blank']);
    // A `button` part, as the widget's other buttons: a partner's ::part(button) rules reach it.
    expect(screen.getByTestId('gallery-load-more').getAttribute('part')).toBe('button');
    fireEvent.click(screen.getByTestId('portfolio-widget-back'));
    expect(await screen.findAllByTestId('portfolio-card')).toHaveLength(3);
  });

  it("says 'No designs available' when there are none", async () => {
    fakeApi({ projects: 0 });
    const events = renderWidget(6);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No designs available');
    await readyOnce(events);
  });

  it('shows the error state when the list cannot be read, and its retry reads it again', async () => {
    let fail = true;
    fakeApi({ projects: 2, override: () => (fail ? jsonResponse({ success: false, message: 'down' }, 404) : undefined) });
    renderWidget(6);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load portfolio');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('portfolio-card')).toHaveLength(2));
  });
});

describe('the texts the widget ships', () => {
  it('hold every text a failed read can show', async () => {
    const t = await loadTexts('en');
    const failures = [
      new RequestTimeoutError(),
      new NetworkError(),
      new InvalidResponseError('/v1/social-media', 'not JSON'),
      new HttpError(503, null),
      new Error('bug'),
    ];
    expect(failures.map((error) => requestErrorText(error, t)).every((text) => text.length > 0)).toBe(true);
  });
});

describe('what the embed loader and the widget must agree on', () => {
  it("reads first the path the loader starts for it (the contract's widgetFirstRead), so the widget takes that request over", async () => {
    const api = await portfolioQueries();
    for (const limit of [1, 6, 24])
      expect(portfolioWidgetQuery(api, limit).path).toBe(widgetFirstRead('portfolio', { ...DEFAULT_ATTRIBUTES, lang: 'en', limit }));
  });

  it('lays its grid out at the widths by which the loader reserves its height (PORTFOLIO_GRID)', () => {
    expect(WIDGET_GRID.split(' ').sort()).toEqual(
      [
        'grid',
        `gap-${PORTFOLIO_GRID.gap / 4}`,
        `@min-[${PORTFOLIO_GRID.twoColumnsFrom}px]:grid-cols-2`,
        `@min-[${PORTFOLIO_GRID.threeColumnsFrom}px]:grid-cols-3`,
        `@min-[${PORTFOLIO_GRID.threeColumnsFrom}px]:gap-${PORTFOLIO_GRID.wideGap / 4}`,
      ].sort(),
    );
  });

  it("asks for a card's image at the width it is shown in the widget's own grid", () => {
    expect([widgetCardSizes(412), widgetCardSizes(800), widgetCardSizes(1264)]).toEqual(['412px', '388px', '400px']);
  });
});
