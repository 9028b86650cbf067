// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './ImageWithFallback';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const image = () => screen.getByRole<HTMLImageElement>('img');

describe('ImageWithFallback', () => {
  it('reserves its box and loads lazily, with its srcset', () => {
    render(<ImageWithFallback src="/a.720.webp" srcSet="/a.360.webp 360w, /a.720.webp 720w" sizes="50vw" alt="A" width={1080} height={1350} />);
    expect(image().getAttribute('width')).toBe('1080');
    expect(image().getAttribute('height')).toBe('1350');
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('srcset')).toBe('/a.360.webp 360w, /a.720.webp 720w');
    expect(image().getAttribute('data-fallback')).toBeNull();
  });

  it('leaves out sizes when it has no srcset (sizes alone is invalid HTML)', () => {
    render(<ImageWithFallback src="/a.720.webp" sizes="50vw" alt="A" width={1080} height={1350} />);
    expect(image().hasAttribute('sizes')).toBe(false);
  });

  it('falls back to the placeholder of its size when it fails, without its srcset (which a browser would pick first)', () => {
    render(<ImageWithFallback src="/a.720.webp" srcSet="/a.360.webp 360w" sizes="50vw" alt="A" width={1080} height={1350} />);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/api/placeholder/1080/1350');
    expect(image().hasAttribute('srcset')).toBe(false);
    expect(image().hasAttribute('sizes')).toBe(false);
    expect(image().getAttribute('data-fallback')).toBe('true');
  });

  it('shows the placeholder when there is no source', () => {
    const { container } = render(<ImageWithFallback src={null} alt="" width={400} height={300} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/placeholder/400/300');
  });

  it('notices an image that failed before it was hydrated (finished, with no pixels)', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<ImageWithFallback src="/broken.webp" srcSet="/broken.webp 720w" alt="B" width={720} height={720} />);
    expect(image().getAttribute('src')).toBe('/api/placeholder/720/720');
    expect(image().hasAttribute('srcset')).toBe(false);
  });

  it('leaves an image that loaded (or is still loading) alone', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(720);
    render(<ImageWithFallback src="/fine.webp" alt="C" width={720} height={720} />);
    expect(image().getAttribute('src')).toBe('/fine.webp');
  });
});
