import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithReplies } from '@site/shared/request';
import { useScreenTexts } from '@site/shared/react';
import { lazyBlock } from './lazy-block';

function Why({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

describe('lazyBlock on the server', () => {
  it('renders with the page once the route preloaded it, in its holder', async () => {
    const why = lazyBlock('home/why', async () => ({ default: Why }));
    await why.preload();
    const html = renderToString(<why.Block props={{ title: 'Why us' }} className="mt-8" />);
    expect(html).toBe('<div class="mt-8" data-block="home/why"><!--$--><h2>Why us</h2><!--/$--></div>');
  });

  it('without a preload, leaves the block to the browser rather than render it empty', () => {
    const late = lazyBlock('home/late', () => new Promise<{ default: typeof Why }>(() => undefined));
    expect(renderToString(<late.Block props={{ title: 'x' }} />)).toContain('<!--$!-->');
  });
});

describe('texts of a block below the fold', () => {
  function Labelled() {
    return <p>{useScreenTexts().lightbox.close}</p>;
  }

  it('are not among the packs the page must load before it hydrates; the same texts outside a block are', async () => {
    const block = lazyBlock('home/labelled', async () => ({ default: Labelled }));
    await block.preload();
    const inBlock = renderWithReplies('en', {}, () => renderToString(<block.Block />));
    expect(inBlock.result).toContain('<p>Close</p>');
    expect(inBlock.usedPacks).toEqual([]);
    const onPage = renderWithReplies('en', {}, () => renderToString(<Labelled />));
    expect(onPage.usedPacks).toEqual(['screens']);
  });
});
