// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentImage } from './ContentImage';

afterEach(cleanup);

const image = (element: ReturnType<typeof render>) => element.container.querySelector('img')!;

describe('a content image', () => {
  it('takes its box and its widths from the reply, and loads lazily as decoration', () => {
    const img = image(
      render(<ContentImage src="/media/a.webp" meta={{ width: 800, height: 600, srcset: '/media/a.480.webp 480w' }} sizes="100vw" className="w-full" />),
    );
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('srcset')).toBe('/media/a.480.webp 480w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('reserves the 1440×900 box without a size, and loads first on the first screen, named when asked', () => {
    const img = image(render(<ContentImage src="/media/b.webp" meta={null} sizes="100vw" priority alt="Waha store" className="w-full" testId="hero" />));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1440', '900']);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Waha store');
    expect(img.getAttribute('data-testid')).toBe('hero');
  });
});
