/**
 * The motifs that are screens of software: a browser window, phones, a shop, a dashboard and a design tool.
 */
import { circle, rect, round, shadow, textLines, type Frame, type Palette } from './drawing';
import type { Random } from './random';

export function browser(f: Frame, p: Palette, r: Random): string {
  const bar = Math.max(34, f.h * 0.07);
  let out = rect(f.x, f.y, f.w, f.h, 18, p.surface, shadow());
  out += rect(f.x, f.y, f.w, bar, 18, p.surface2) + rect(f.x, f.y + bar - 18, f.w, 18, 0, p.surface2);
  for (let i = 0; i < 3; i++) out += circle(f.x + 26 + i * 22, f.y + bar / 2, 7, [p.accent, p.secondary, p.primary][i]!);
  out += rect(f.x + f.w * 0.25, f.y + bar / 2 - 9, f.w * 0.5, 18, 9, p.surface);
  const inner = { x: f.x + 28, y: f.y + bar + 24, w: f.w - 56, h: f.h - bar - 48 };
  // navigation
  out += rect(inner.x, inner.y, 90, 18, 9, p.primary);
  for (let i = 0; i < 4; i++) out += rect(inner.x + inner.w - 70 - i * 80, inner.y + 3, 56, 12, 6, p.muted);
  // hero
  const heroH = inner.h * 0.42;
  const heroY = inner.y + 40;
  out += rect(inner.x, heroY, inner.w, heroH, 16, `url(#hero)`);
  out += textLines(inner.x + 32, heroY + 36, inner.w * 0.4, 2, '#ffffff', r, 20, 36);
  out += textLines(inner.x + 32, heroY + 120, inner.w * 0.34, 2, 'rgba(255,255,255,0.7)', r, 10, 20);
  out += rect(inner.x + 32, heroY + heroH - 56, 130, 34, 17, p.accent);
  out += circle(inner.x + inner.w * 0.75, heroY + heroH / 2, heroH * 0.32, 'rgba(255,255,255,0.25)');
  out += rect(inner.x + inner.w * 0.62, heroY + heroH * 0.3, inner.w * 0.26, heroH * 0.45, 12, 'rgba(255,255,255,0.85)');
  // cards
  const cards = r.int(3, 4);
  const gap = 20;
  const cw = (inner.w - gap * (cards - 1)) / cards;
  const cy = heroY + heroH + 28;
  const ch = inner.y + inner.h - cy;
  for (let i = 0; i < cards; i++) {
    const cx = inner.x + i * (cw + gap);
    out += rect(cx, cy, cw, ch, 14, p.surface2);
    out += rect(cx + 16, cy + 16, 44, 44, 12, [p.primary, p.secondary, p.accent][i % 3]!);
    out += textLines(cx + 16, cy + 78, cw - 32, Math.max(1, Math.floor((ch - 90) / 22)), p.muted, r, 10, 20);
  }
  return out;
}

function phoneScreen(f: Frame, p: Palette, r: Random, variant: number): string {
  let out = '';
  const pad = f.w * 0.08;
  const x = f.x + pad;
  const w = f.w - pad * 2;
  let y = f.y + f.h * 0.08;
  out += rect(x, y, w * 0.4, 12, 6, p.ink);
  out += circle(x + w - 12, y + 6, 12, p.soft);
  y += 34;
  if (variant % 3 === 0) {
    out += rect(x, y, w, f.h * 0.26, 18, `url(#hero)`);
    out += circle(x + w * 0.7, y + f.h * 0.13, f.h * 0.07, 'rgba(255,255,255,0.35)');
    y += f.h * 0.26 + 18;
    for (let i = 0; i < 4; i++) {
      out += rect(x, y, w, 44, 12, p.surface2);
      out += circle(x + 22, y + 22, 13, [p.primary, p.secondary, p.accent][i % 3]!);
      out += rect(x + 46, y + 12, w * 0.5, 9, 4.5, p.muted) + rect(x + 46, y + 26, w * 0.3, 7, 3.5, p.soft);
      y += 54;
    }
  } else if (variant % 3 === 1) {
    const cw = (w - 12) / 2;
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 2; col++) {
        const cx = x + col * (cw + 12);
        out += rect(cx, y, cw, cw * 1.15, 14, p.surface2);
        out += circle(cx + cw / 2, y + cw * 0.45, cw * 0.26, [p.primary, p.secondary, p.accent, p.soft][(row + col) % 4]!);
        out += rect(cx + 12, y + cw * 0.85, cw * 0.6, 8, 4, p.muted);
      }
      y += cw * 1.15 + 12;
    }
  } else {
    out += circle(x + w / 2, y + f.h * 0.16, f.h * 0.13, 'none', ` stroke="${p.soft}" stroke-width="16"`);
    const portion = 0.4 + r.next() * 0.5;
    const radius = f.h * 0.13;
    const length = 2 * Math.PI * radius;
    out += circle(
      x + w / 2,
      y + f.h * 0.16,
      radius,
      'none',
      ` stroke="${p.primary}" stroke-width="16" stroke-linecap="round" stroke-dasharray="${round(length * portion)} ${round(length)}" transform="rotate(-90 ${round(x + w / 2)} ${round(y + f.h * 0.16)})"`,
    );
    y += f.h * 0.36;
    for (let i = 0; i < 5; i++) {
      const bh = 20 + r.next() * f.h * 0.14;
      out += rect(x + i * (w / 5) + 6, y + f.h * 0.16 - bh, w / 5 - 12, bh, 6, i % 2 ? p.secondary : p.primary);
    }
    y += f.h * 0.2;
    out += rect(x, y, w, 42, 21, p.accent);
  }
  return out;
}

function phone(f: Frame, p: Palette, r: Random, variant = 0): string {
  let out = rect(f.x, f.y, f.w, f.h, f.w * 0.16, p.ink, shadow());
  const inset = f.w * 0.045;
  const screen = { x: f.x + inset, y: f.y + inset, w: f.w - inset * 2, h: f.h - inset * 2 };
  out += rect(screen.x, screen.y, screen.w, screen.h, f.w * 0.12, p.surface);
  out += rect(f.x + f.w * 0.38, f.y + inset + 8, f.w * 0.24, 14, 7, p.ink);
  out += phoneScreen(screen, p, r, variant);
  return out;
}

export function phones(f: Frame, p: Palette, r: Random): string {
  const ph = f.h * 0.9;
  const pw = ph * 0.5;
  const cx = f.x + f.w / 2;
  const top = f.y + (f.h - ph) / 2;
  const start = r.int(0, 2);
  return (
    `<g transform="rotate(-8 ${round(cx - pw)} ${round(top + ph / 2)})">${phone({ x: cx - pw * 1.55, y: top + 30, w: pw * 0.9, h: ph * 0.9 }, p, r, start + 1)}</g>` +
    `<g transform="rotate(8 ${round(cx + pw)} ${round(top + ph / 2)})">${phone({ x: cx + pw * 0.65, y: top + 30, w: pw * 0.9, h: ph * 0.9 }, p, r, start + 2)}</g>` +
    phone({ x: cx - pw / 2, y: top, w: pw, h: ph }, p, r, start)
  );
}

function productShape(cx: number, cy: number, size: number, color: string, kind: number, p: Palette): string {
  switch (kind % 4) {
    case 0:
      return (
        rect(cx - size * 0.22, cy - size * 0.45, size * 0.44, size * 0.9, size * 0.12, color) +
        rect(cx - size * 0.1, cy - size * 0.58, size * 0.2, size * 0.16, 4, p.ink)
      );
    case 1:
      return circle(cx, cy, size * 0.42, color) + circle(cx, cy, size * 0.2, 'rgba(255,255,255,0.55)');
    case 2:
      return `<path d="M${round(cx - size * 0.45)} ${round(cy + size * 0.4)} L${round(cx)} ${round(cy - size * 0.45)} L${round(cx + size * 0.45)} ${round(cy + size * 0.4)} Z" fill="${color}"/>`;
    default:
      return (
        rect(cx - size * 0.4, cy - size * 0.3, size * 0.8, size * 0.6, size * 0.1, color) +
        rect(cx - size * 0.2, cy - size * 0.45, size * 0.4, size * 0.2, size * 0.1, 'none', ` stroke="${color}" stroke-width="8"`)
      );
  }
}

export function shop(f: Frame, p: Palette, r: Random): string {
  let out = rect(f.x, f.y, f.w, f.h, 18, p.surface, shadow());
  const bar = 56;
  out += rect(f.x, f.y, f.w, bar, 18, p.surface2) + rect(f.x, f.y + bar - 18, f.w, 18, 0, p.surface2);
  out += rect(f.x + 24, f.y + 18, 110, 20, 10, p.primary);
  out += rect(f.x + f.w * 0.3, f.y + 14, f.w * 0.4, 28, 14, p.surface);
  out += circle(f.x + f.w - 40, f.y + 28, 16, p.accent);
  const cols = 4;
  const rows = 2;
  const gap = 22;
  const gx = f.x + 28;
  const gy = f.y + bar + 28;
  const cw = (f.w - 56 - gap * (cols - 1)) / cols;
  const ch = (f.h - bar - 56 - gap * (rows - 1)) / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = gx + col * (cw + gap);
      const y = gy + row * (ch + gap);
      const color = [p.primary, p.secondary, p.accent, p.soft][(row * 3 + col) % 4]!;
      out += rect(x, y, cw, ch, 16, p.surface2);
      out += productShape(x + cw / 2, y + ch * 0.38, Math.min(cw, ch) * 0.5, color, r.int(0, 3), p);
      out += rect(x + 16, y + ch * 0.72, cw * 0.55, 10, 5, p.muted);
      out += rect(x + 16, y + ch * 0.72 + 20, cw * 0.3, 14, 7, p.ink);
      out += circle(x + cw - 28, y + ch - 28, 14, p.primary);
    }
  }
  return out;
}

export function chart(f: Frame, p: Palette, r: Random): string {
  let out = rect(f.x, f.y, f.w, f.h, 20, p.surface, shadow());
  const side = f.w * 0.16;
  out += rect(f.x, f.y, side, f.h, 20, p.ink) + rect(f.x + side - 20, f.y, 20, f.h, 0, p.ink);
  for (let i = 0; i < 6; i++) out += rect(f.x + 24, f.y + 80 + i * 46, side - 48, 14, 7, i === 1 ? p.primary : 'rgba(255,255,255,0.25)');
  const x0 = f.x + side + 28;
  const w = f.w - side - 56;
  // KPI tiles
  const tiles = 3;
  const tw = (w - 2 * 20) / tiles;
  for (let i = 0; i < tiles; i++) {
    const tx = x0 + i * (tw + 20);
    out += rect(tx, f.y + 28, tw, 96, 14, p.surface2);
    out += rect(tx + 18, f.y + 48, tw * 0.35, 10, 5, p.muted);
    out += rect(tx + 18, f.y + 72, tw * 0.55, 24, 8, [p.primary, p.secondary, p.accent][i]!);
  }
  // line chart
  const cy = f.y + 150;
  const chh = f.h - 150 - 28;
  const cw = w * 0.62;
  out += rect(x0, cy, cw, chh, 14, p.surface2);
  const points: string[] = [];
  const n = 9;
  let v = 0.3 + r.next() * 0.2;
  for (let i = 0; i < n; i++) {
    v = Math.min(0.9, Math.max(0.1, v + (r.next() - 0.35) * 0.22));
    points.push(`${round(x0 + 24 + (i * (cw - 48)) / (n - 1))},${round(cy + chh - 24 - v * (chh - 48))}`);
  }
  out += `<polyline points="${points.join(' ')} ${round(x0 + cw - 24)},${round(cy + chh - 24)} ${round(x0 + 24)},${round(cy + chh - 24)}" fill="${p.primary}" fill-opacity="0.18"/>`;
  out += `<polyline points="${points.join(' ')}" fill="none" stroke="${p.primary}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
  // donut
  const dx = x0 + cw + 20;
  const dw = w - cw - 20;
  out += rect(dx, cy, dw, chh, 14, p.surface2);
  const radius = Math.min(dw, chh) * 0.3;
  const length = 2 * Math.PI * radius;
  const dcx = dx + dw / 2;
  const dcy = cy + chh * 0.45;
  let offset = 0;
  for (const [share, color] of [
    [0.45, p.primary],
    [0.3, p.secondary],
    [0.25, p.accent],
  ] as const) {
    out += circle(
      dcx,
      dcy,
      radius,
      'none',
      ` stroke="${color}" stroke-width="${round(radius * 0.45)}" stroke-dasharray="${round(length * share)} ${round(length)}" stroke-dashoffset="${round(-offset)}" transform="rotate(-90 ${round(dcx)} ${round(dcy)})"`,
    );
    offset += length * share;
  }
  out += textLines(dx + 20, cy + chh * 0.8, dw - 40, 2, p.muted, r, 9, 18);
  return out;
}

export function design(f: Frame, p: Palette, r: Random): string {
  let out = rect(f.x, f.y, f.w, f.h, 20, p.surface2, shadow());
  // toolbar
  out += rect(f.x + 20, f.y + 20, 56, f.h - 40, 14, p.ink);
  for (let i = 0; i < 6; i++) out += rect(f.x + 34, f.y + 44 + i * 50, 28, 28, 8, i === 2 ? p.primary : 'rgba(255,255,255,0.25)');
  // artboard
  const ax = f.x + 100;
  const aw = f.w * 0.52;
  out += rect(ax, f.y + 20, aw, f.h - 40, 12, p.surface);
  out += rect(ax + 24, f.y + 44, aw - 48, (f.h - 40) * 0.45, 12, `url(#hero)`);
  out += circle(ax + aw * 0.3, f.y + 44 + (f.h - 40) * 0.22, (f.h - 40) * 0.12, 'rgba(255,255,255,0.4)');
  out += textLines(ax + 24, f.y + 44 + (f.h - 40) * 0.5, aw - 48, 3, p.muted, r, 12, 24);
  out += rect(ax + 24, f.y + f.h - 92, 140, 40, 20, p.accent);
  // selection box and pen curve
  out += rect(ax + 14, f.y + 34, aw - 28, (f.h - 40) * 0.45 + 20, 4, 'none', ` stroke="${p.secondary}" stroke-width="3" stroke-dasharray="8 6"`);
  out += `<path d="M${round(ax + aw * 0.1)} ${round(f.y + f.h * 0.82)} C${round(ax + aw * 0.4)} ${round(f.y + f.h * 0.55)} ${round(ax + aw * 0.7)} ${round(f.y + f.h * 1.0)} ${round(ax + aw * 0.95)} ${round(f.y + f.h * 0.7)}" fill="none" stroke="${p.secondary}" stroke-width="4"/>`;
  // swatches and layers
  const sx = ax + aw + 24;
  const sw = f.x + f.w - 20 - sx;
  const colors = [p.primary, p.secondary, p.accent, p.ink, p.soft, p.muted];
  for (let i = 0; i < colors.length; i++) out += circle(sx + 26 + (i % 3) * (sw / 3), f.y + 52 + Math.floor(i / 3) * 60, Math.min(22, sw / 8), colors[i]!);
  for (let i = 0; i < 6; i++) {
    const y = f.y + 190 + i * 52;
    out += rect(sx, y, sw, 40, 10, p.surface);
    out += rect(sx + 12, y + 12, 16, 16, 4, colors[i % colors.length]!);
    out += rect(sx + 40, y + 15, sw * 0.5, 10, 5, p.muted);
  }
  return out;
}
