import { portfolioQueries, renderWithReplies } from '@site/shared/request';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../testing/fake-api';
import PortfolioTeaser, { reads as teaserReads } from './index';

const designs = Array.from({ length: 8 }, (_, index) => project(index + 1, 12));
const listPage = { status: 200, body: { success: true, data: { data: designs.slice(0, 6), total: 8, current_page: 1, last_page: 2, per_page: 6 } } };

/** The teaser as the server renders it on the home page: what it reads, read with the page, in scope. */
describe('mf_portfolio/teaser renders on the server', () => {
  // The server loads the block and calls its `reads()` before rendering, which loads the endpoint group.
  beforeAll(async () => {
    await portfolioQueries();
  });

  it('the home teaser, with what it reads', async () => {
    const reads = (await teaserReads()).map((query) => query.path);
    expect(reads).toEqual(['/v1/social-media?page=1&per_page=6']);
    const { result } = renderWithReplies('en', { [reads[0]!]: listPage }, () => renderToString(<PortfolioTeaser />));
    expect(result.split('data-testid="portfolio-card"')).toHaveLength(7);
    expect(result).toContain('<h3');
    expect(result).not.toMatch(/\sstyle="/);
  });

  it('before its data (the browser reads it): the loading state', () => {
    const { result } = renderWithReplies('en', {}, () => renderToString(<PortfolioTeaser />));
    expect(result).toContain('data-testid="portfolio-teaser-loading"');
  });
});
