/**
 * Motifs that fill the whole picture (a poster, a pattern) and the soft blobs behind every one.
 */
import { circle, rect, round, type Frame, type Palette } from './drawing';
import type { Random } from './random';

export function poster(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cx = f.x + f.w * (0.35 + r.next() * 0.3);
  const cy = f.y + f.h * (0.35 + r.next() * 0.2);
  out += circle(cx, cy, Math.min(f.w, f.h) * 0.36, p.primary);
  out += circle(cx + f.w * 0.18, cy + f.h * 0.12, Math.min(f.w, f.h) * 0.2, p.accent, ' fill-opacity="0.9"');
  for (let i = 0; i < 7; i++) out += rect(f.x + f.w * 0.08, f.y + f.h * 0.08 + i * 18, f.w * 0.18, 6, 3, p.surface, ' fill-opacity="0.7"');
  const bars = r.int(3, 5);
  for (let i = 0; i < bars; i++)
    out += rect(
      f.x - 40 + i * 70,
      f.y + f.h * 0.78 + i * 10,
      f.w * 0.6,
      26,
      13,
      [p.secondary, p.surface, p.soft][i % 3]!,
      ` fill-opacity="0.85" transform="rotate(-12 ${round(f.x + f.w / 2)} ${round(f.y + f.h * 0.8)})"`,
    );
  out += rect(f.x + f.w * 0.08, f.y + f.h * 0.62, f.w * 0.5, 34, 17, p.surface);
  out += rect(f.x + f.w * 0.08, f.y + f.h * 0.62 + 50, f.w * 0.32, 16, 8, p.surface, ' fill-opacity="0.7"');
  out += rect(f.x + f.w * 0.72, f.y + f.h * 0.06, f.w * 0.2, f.w * 0.2, f.w * 0.1, 'none', ` stroke="${p.surface}" stroke-width="6"`);
  return out;
}

export function pattern(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const size = Math.round(Math.min(f.w, f.h) / r.int(5, 7));
  const colors = [p.primary, p.secondary, p.accent, p.soft, p.surface];
  for (let x = f.x - size; x < f.x + f.w + size; x += size) {
    for (let y = f.y - size; y < f.y + f.h + size; y += size) {
      const c = r.pick(colors);
      const kind = r.int(0, 4);
      if (kind === 0) out += circle(x + size / 2, y + size / 2, size * 0.42, c);
      else if (kind === 1)
        out += `<path d="M${x} ${y + size} A${size} ${size} 0 0 1 ${x + size} ${y}" fill="none" stroke="${c}" stroke-width="${round(size * 0.16)}"/>`;
      else if (kind === 2) out += rect(x + size * 0.1, y + size * 0.1, size * 0.8, size * 0.8, size * 0.2, c);
      else if (kind === 3) out += `<path d="M${x} ${y + size} L${x + size / 2} ${y} L${x + size} ${y + size} Z" fill="${c}" fill-opacity="0.8"/>`;
    }
  }
  return out;
}

export function blobs(width: number, height: number, p: Palette, r: Random): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    out += circle(
      r.next() * width,
      r.next() * height,
      Math.max(width, height) * (0.18 + r.next() * 0.2),
      [p.primary, p.secondary, p.accent][i]!,
      ' fill-opacity="0.18"',
    );
  }
  return out;
}
