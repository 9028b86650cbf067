import { describe, expect, it } from 'vitest';
import { placeholderDataUrl } from './compose';

describe('placeholderDataUrl', () => {
  it('is a valid URL with no raw space or markup character, which decodes to the gradient SVG', () => {
    const url = placeholderDataUrl(['#112233', '#445566'], 1440, 900);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[\s#<>]/);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain("viewBox='0 0 16 10'");
    expect(svg).toContain("stop-color='#112233'");
    expect(svg.startsWith('<svg ')).toBe(true);
  });
});
