import { randomFrom, type Random } from './random';

/**
 * Illustrations made here, never downloaded: each is an SVG composition (a browser window,
 * phones, a dashboard, a shop grid, a shield...) drawn from a seed and a motif, without text
 * (raster rendering has no fonts to rely on). The same seed always gives the same picture, so
 * its hash, and therefore its URL, only changes when the content does.
 */
export const motifs = [
  'browser',
  'phone',
  'shop',
  'chart',
  'shield',
  'database',
  'design',
  'invoice',
  'team',
  'social',
  'poster',
  'pattern',
] as const;
export type Motif = (typeof motifs)[number];

export const shapes = { landscape: [1440, 900], square: [1080, 1080], portrait: [1080, 1350] } as const;
export type Shape = keyof typeof shapes;

export interface CompositionRequest {
  seed: string;
  motif: Motif;
  shape?: Shape;
  /** 0–359; derived from the seed when absent */
  hue?: number;
}

export interface Composition {
  svg: string;
  width: number;
  height: number;
  /** two colours of the background, for a tiny placeholder while the image loads */
  colors: [string, string];
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Palette {
  bg1: string;
  bg2: string;
  primary: string;
  secondary: string;
  accent: string;
  surface: string;
  surface2: string;
  ink: string;
  muted: string;
  soft: string;
}

function paletteFor(hue: number, r: Random): Palette {
  const dark = r.chance(0.55);
  const shift = r.pick([150, 180, 210, 40, -40]);
  return {
    bg1: dark ? hsl(hue, 55, 14) : hsl(hue, 70, 94),
    bg2: dark ? hsl(hue + 25, 60, 28) : hsl(hue + 30, 75, 84),
    primary: hsl(hue, 78, dark ? 62 : 48),
    secondary: hsl(hue + shift, 72, dark ? 64 : 52),
    accent: hsl(hue + shift / 2 + 20, 90, 60),
    surface: dark ? hsl(hue, 30, 97) : '#ffffff',
    surface2: dark ? hsl(hue, 25, 90) : hsl(hue, 40, 96),
    ink: hsl(hue, 45, 18),
    muted: hsl(hue, 18, 78),
    soft: hsl(hue, 50, 88),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(Math.max(0, w))}" height="${round(Math.max(0, h))}" rx="${round(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${fill}"${extra}/>`;
}

/** Rounded bars standing in for lines of text. */
function textLines(x: number, y: number, width: number, count: number, color: string, r: Random, height = 12, gap = 22): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = i === count - 1 ? width * (0.35 + r.next() * 0.3) : width * (0.75 + r.next() * 0.25);
    out += rect(x, y + i * gap, w, height, height / 2, color);
  }
  return out;
}

function shadow(): string {
  return ' filter="url(#shadow)"';
}

interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

function browser(f: Frame, p: Palette, r: Random): string {
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
    out += circle(x + w / 2, y + f.h * 0.16, radius, 'none', ` stroke="${p.primary}" stroke-width="16" stroke-linecap="round" stroke-dasharray="${round(length * portion)} ${round(length)}" transform="rotate(-90 ${round(x + w / 2)} ${round(y + f.h * 0.16)})"`);
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

function phones(f: Frame, p: Palette, r: Random): string {
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
      return rect(cx - size * 0.22, cy - size * 0.45, size * 0.44, size * 0.9, size * 0.12, color) + rect(cx - size * 0.1, cy - size * 0.58, size * 0.2, size * 0.16, 4, p.ink);
    case 1:
      return circle(cx, cy, size * 0.42, color) + circle(cx, cy, size * 0.2, 'rgba(255,255,255,0.55)');
    case 2:
      return `<path d="M${round(cx - size * 0.45)} ${round(cy + size * 0.4)} L${round(cx)} ${round(cy - size * 0.45)} L${round(cx + size * 0.45)} ${round(cy + size * 0.4)} Z" fill="${color}"/>`;
    default:
      return rect(cx - size * 0.4, cy - size * 0.3, size * 0.8, size * 0.6, size * 0.1, color) + rect(cx - size * 0.2, cy - size * 0.45, size * 0.4, size * 0.2, size * 0.1, 'none', ` stroke="${color}" stroke-width="8"`);
  }
}

function shop(f: Frame, p: Palette, r: Random): string {
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

function chart(f: Frame, p: Palette, r: Random): string {
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
  for (const [share, color] of [[0.45, p.primary], [0.3, p.secondary], [0.25, p.accent]] as const) {
    out += circle(dcx, dcy, radius, 'none', ` stroke="${color}" stroke-width="${round(radius * 0.45)}" stroke-dasharray="${round(length * share)} ${round(length)}" stroke-dashoffset="${round(-offset)}" transform="rotate(-90 ${round(dcx)} ${round(dcy)})"`);
    offset += length * share;
  }
  out += textLines(dx + 20, cy + chh * 0.8, dw - 40, 2, p.muted, r, 9, 18);
  return out;
}

function shield(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cols = 9;
  const rows = 5;
  const nodes: [number, number][] = [];
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) nodes.push([f.x + (i + 0.5) * (f.w / cols) + (r.next() - 0.5) * 30, f.y + (j + 0.5) * (f.h / rows) + (r.next() - 0.5) * 30]);
  for (let k = 0; k < nodes.length; k++) {
    const [ax, ay] = nodes[k]!;
    const [bx, by] = nodes[(k + r.int(1, 6)) % nodes.length]!;
    out += `<line x1="${round(ax)}" y1="${round(ay)}" x2="${round(bx)}" y2="${round(by)}" stroke="${p.soft}" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  for (const [x, y] of nodes) out += circle(x, y, r.int(4, 9), r.chance(0.2) ? p.accent : p.soft, ' fill-opacity="0.8"');
  const cx = f.x + f.w / 2;
  const cy = f.y + f.h / 2;
  const s = f.h * 0.42;
  const path = `M${round(cx)} ${round(cy - s)} L${round(cx + s * 0.8)} ${round(cy - s * 0.65)} L${round(cx + s * 0.8)} ${round(cy + s * 0.05)} C${round(cx + s * 0.8)} ${round(cy + s * 0.6)} ${round(cx + s * 0.3)} ${round(cy + s * 0.9)} ${round(cx)} ${round(cy + s)} C${round(cx - s * 0.3)} ${round(cy + s * 0.9)} ${round(cx - s * 0.8)} ${round(cy + s * 0.6)} ${round(cx - s * 0.8)} ${round(cy + s * 0.05)} L${round(cx - s * 0.8)} ${round(cy - s * 0.65)} Z`;
  out += `<path d="${path}" fill="url(#hero)"${shadow()}/>`;
  out += `<path d="${path}" fill="none" stroke="rgba(255,255,255,0.6)" stroke-width="6" transform="translate(${round(cx * 0.15)} ${round(cy * 0.15)}) scale(0.85)"/>`;
  out += rect(cx - s * 0.3, cy - s * 0.05, s * 0.6, s * 0.48, 16, p.surface);
  out += `<path d="M${round(cx - s * 0.18)} ${round(cy - s * 0.05)} V${round(cy - s * 0.22)} A${round(s * 0.18)} ${round(s * 0.18)} 0 0 1 ${round(cx + s * 0.18)} ${round(cy - s * 0.22)} V${round(cy - s * 0.05)}" fill="none" stroke="${p.surface}" stroke-width="${round(s * 0.07)}"/>`;
  out += circle(cx, cy + s * 0.16, s * 0.06, p.ink) + rect(cx - s * 0.02, cy + s * 0.18, s * 0.04, s * 0.12, 3, p.ink);
  return out;
}

function cylinder(cx: number, top: number, w: number, h: number, body: string, lid: string): string {
  const ry = w * 0.18;
  return (
    `<path d="M${round(cx - w / 2)} ${round(top)} V${round(top + h)} A${round(w / 2)} ${round(ry)} 0 0 0 ${round(cx + w / 2)} ${round(top + h)} V${round(top)} Z" fill="${body}"/>` +
    `<ellipse cx="${round(cx)}" cy="${round(top)}" rx="${round(w / 2)}" ry="${round(ry)}" fill="${lid}"/>` +
    `<path d="M${round(cx - w / 2)} ${round(top + h / 2)} A${round(w / 2)} ${round(ry)} 0 0 0 ${round(cx + w / 2)} ${round(top + h / 2)}" fill="none" stroke="rgba(255,255,255,0.4)" stroke-width="4"/>`
  );
}

function database(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cx = f.x + f.w * 0.28;
  const w = f.w * 0.26;
  for (let i = 2; i >= 0; i--) out += cylinder(cx, f.y + f.h * 0.18 + i * f.h * 0.22, w, f.h * 0.16, [p.primary, p.secondary, p.accent][i]!, p.soft);
  const tx = f.x + f.w * 0.5;
  const tw = f.w * 0.46;
  out += rect(tx, f.y + f.h * 0.1, tw, f.h * 0.8, 18, p.surface, shadow());
  out += rect(tx, f.y + f.h * 0.1, tw, 52, 18, p.ink) + rect(tx, f.y + f.h * 0.1 + 34, tw, 18, 0, p.ink);
  const rows = 8;
  const rh = (f.h * 0.8 - 72) / rows;
  for (let i = 0; i < rows; i++) {
    const y = f.y + f.h * 0.1 + 62 + i * rh;
    if (i % 2) out += rect(tx + 10, y - 4, tw - 20, rh - 4, 6, p.surface2);
    out += rect(tx + 24, y + rh / 2 - 9, tw * 0.14, 10, 5, p.muted);
    out += rect(tx + tw * 0.3, y + rh / 2 - 9, tw * (0.2 + r.next() * 0.2), 10, 5, p.soft);
    out += rect(tx + tw * 0.72, y + rh / 2 - 11, tw * 0.18, 14, 7, r.chance(0.5) ? p.primary : p.secondary);
  }
  for (let i = 0; i < 3; i++) {
    const y = f.y + f.h * 0.26 + i * f.h * 0.22;
    out += `<path d="M${round(cx + w / 2 + 8)} ${round(y)} C${round(tx - 60)} ${round(y)} ${round(tx - 80)} ${round(f.y + f.h * 0.5)} ${round(tx)} ${round(f.y + f.h * 0.5)}" fill="none" stroke="${p.soft}" stroke-width="4" stroke-dasharray="10 10"/>`;
  }
  return out;
}

function design(f: Frame, p: Palette, r: Random): string {
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

function invoice(f: Frame, p: Palette, r: Random): string {
  const dw = f.h * 0.72;
  const dx = f.x + f.w / 2 - dw * 0.75;
  const dy = f.y + f.h * 0.06;
  const dh = f.h * 0.88;
  let out = rect(dx + 40, dy + 24, dw, dh, 18, p.soft, ' fill-opacity="0.6"');
  out += rect(dx, dy, dw, dh, 18, p.surface, shadow());
  out += rect(dx + 32, dy + 36, dw * 0.32, 22, 11, p.primary);
  out += textLines(dx + dw - 32 - dw * 0.3, dy + 36, dw * 0.3, 2, p.muted, r, 10, 20);
  out += rect(dx + 32, dy + 110, dw - 64, 2, 1, p.soft);
  for (let i = 0; i < 6; i++) {
    const y = dy + 136 + i * 40;
    out += rect(dx + 32, y, dw * 0.45, 12, 6, p.muted);
    out += rect(dx + dw - 32 - dw * 0.18, y, dw * 0.18, 12, 6, p.ink);
  }
  out += rect(dx + dw * 0.5, dy + 400, dw * 0.5 - 32, 44, 10, p.surface2);
  out += rect(dx + dw * 0.55, dy + 416, dw * 0.38, 14, 7, p.primary);
  // a code block of squares
  const qx = dx + 32;
  const qy = dy + dh - 32 - 112;
  const cell = 14;
  for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) if (r.chance(0.5) || (i < 3 && j < 3)) out += rect(qx + i * cell, qy + j * cell, cell - 2, cell - 2, 2, p.ink);
  // approval badge
  const bx = dx + dw + 40;
  const by = f.y + f.h * 0.55;
  out += circle(bx, by, f.h * 0.16, p.primary, shadow());
  out += `<path d="M${round(bx - f.h * 0.07)} ${round(by)} L${round(bx - f.h * 0.015)} ${round(by + f.h * 0.055)} L${round(bx + f.h * 0.08)} ${round(by - f.h * 0.05)}" fill="none" stroke="#fff" stroke-width="${round(f.h * 0.03)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  out += rect(bx - f.h * 0.2, f.y + f.h * 0.12, f.h * 0.4, 64, 16, p.surface, shadow());
  out += circle(bx - f.h * 0.2 + 32, f.y + f.h * 0.12 + 32, 14, p.accent);
  out += rect(bx - f.h * 0.2 + 56, f.y + f.h * 0.12 + 26, f.h * 0.2, 12, 6, p.muted);
  return out;
}

function avatar(cx: number, cy: number, radius: number, color: string, p: Palette): string {
  return (
    circle(cx, cy, radius, p.surface, shadow()) +
    circle(cx, cy - radius * 0.18, radius * 0.34, color) +
    `<path d="M${round(cx - radius * 0.6)} ${round(cy + radius * 0.62)} A${round(radius * 0.6)} ${round(radius * 0.55)} 0 0 1 ${round(cx + radius * 0.6)} ${round(cy + radius * 0.62)} Z" fill="${color}"/>`
  );
}

function team(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const top = { x: f.x + f.w / 2, y: f.y + f.h * 0.2 };
  const levels = [3, 5];
  const colors = [p.primary, p.secondary, p.accent];
  let parents = [top];
  for (let l = 0; l < levels.length; l++) {
    const count = levels[l]!;
    const y = f.y + f.h * (0.5 + l * 0.3);
    const row = Array.from({ length: count }, (_, i) => ({ x: f.x + ((i + 0.5) * f.w) / count, y }));
    for (const [i, node] of row.entries()) {
      const parent = parents[Math.min(parents.length - 1, Math.floor((i * parents.length) / count))]!;
      out += `<path d="M${round(parent.x)} ${round(parent.y)} V${round((parent.y + node.y) / 2)} H${round(node.x)} V${round(node.y)}" fill="none" stroke="${p.soft}" stroke-width="4"/>`;
    }
    parents = row;
  }
  out += avatar(top.x, top.y, f.h * 0.11, p.primary, p);
  for (let l = 0; l < levels.length; l++) {
    const count = levels[l]!;
    const y = f.y + f.h * (0.5 + l * 0.3);
    for (let i = 0; i < count; i++) out += avatar(f.x + ((i + 0.5) * f.w) / count, y, f.h * (0.085 - l * 0.012), colors[(i + l + r.int(0, 2)) % 3]!, p);
  }
  return out;
}

function social(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cards = 3;
  const cw = f.w * 0.28;
  for (let i = 0; i < cards; i++) {
    const x = f.x + f.w * 0.06 + i * (cw + f.w * 0.05);
    const y = f.y + (i === 1 ? 0 : f.h * 0.1);
    const h = f.h * 0.85;
    out += rect(x, y, cw, h, 22, p.surface, shadow());
    out += circle(x + 34, y + 34, 16, [p.primary, p.secondary, p.accent][i]!);
    out += rect(x + 60, y + 28, cw * 0.4, 12, 6, p.muted);
    out += rect(x + 16, y + 68, cw - 32, h * 0.55, 16, i === 1 ? `url(#hero)` : [p.soft, p.secondary, p.primary][i]!);
    out += circle(x + cw / 2, y + 68 + h * 0.27, h * 0.12, 'rgba(255,255,255,0.45)');
    const iy = y + 68 + h * 0.55 + 22;
    out += `<path d="M${round(x + 30)} ${round(iy + 6)} c-8 -12 -26 -4 -16 10 l16 14 l16 -14 c10 -14 -8 -22 -16 -10 z" fill="${p.accent}"/>`;
    out += circle(x + 72, iy + 12, 12, 'none', ` stroke="${p.muted}" stroke-width="4"`);
    out += textLines(x + 16, iy + 40, cw - 32, 2, p.soft, r, 10, 20);
  }
  return out;
}

function poster(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cx = f.x + f.w * (0.35 + r.next() * 0.3);
  const cy = f.y + f.h * (0.35 + r.next() * 0.2);
  out += circle(cx, cy, Math.min(f.w, f.h) * 0.36, p.primary);
  out += circle(cx + f.w * 0.18, cy + f.h * 0.12, Math.min(f.w, f.h) * 0.2, p.accent, ' fill-opacity="0.9"');
  for (let i = 0; i < 7; i++) out += rect(f.x + f.w * 0.08, f.y + f.h * 0.08 + i * 18, f.w * 0.18, 6, 3, p.surface, ' fill-opacity="0.7"');
  const bars = r.int(3, 5);
  for (let i = 0; i < bars; i++) out += rect(f.x - 40 + i * 70, f.y + f.h * 0.78 + i * 10, f.w * 0.6, 26, 13, [p.secondary, p.surface, p.soft][i % 3]!, ` fill-opacity="0.85" transform="rotate(-12 ${round(f.x + f.w / 2)} ${round(f.y + f.h * 0.8)})"`);
  out += rect(f.x + f.w * 0.08, f.y + f.h * 0.62, f.w * 0.5, 34, 17, p.surface);
  out += rect(f.x + f.w * 0.08, f.y + f.h * 0.62 + 50, f.w * 0.32, 16, 8, p.surface, ' fill-opacity="0.7"');
  out += rect(f.x + f.w * 0.72, f.y + f.h * 0.06, f.w * 0.2, f.w * 0.2, f.w * 0.1, 'none', ` stroke="${p.surface}" stroke-width="6"`);
  return out;
}

function pattern(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const size = Math.round(Math.min(f.w, f.h) / r.int(5, 7));
  const colors = [p.primary, p.secondary, p.accent, p.soft, p.surface];
  for (let x = f.x - size; x < f.x + f.w + size; x += size) {
    for (let y = f.y - size; y < f.y + f.h + size; y += size) {
      const c = r.pick(colors);
      const kind = r.int(0, 4);
      if (kind === 0) out += circle(x + size / 2, y + size / 2, size * 0.42, c);
      else if (kind === 1) out += `<path d="M${x} ${y + size} A${size} ${size} 0 0 1 ${x + size} ${y}" fill="none" stroke="${c}" stroke-width="${round(size * 0.16)}"/>`;
      else if (kind === 2) out += rect(x + size * 0.1, y + size * 0.1, size * 0.8, size * 0.8, size * 0.2, c);
      else if (kind === 3) out += `<path d="M${x} ${y + size} L${x + size / 2} ${y} L${x + size} ${y + size} Z" fill="${c}" fill-opacity="0.8"/>`;
    }
  }
  return out;
}

function blobs(width: number, height: number, p: Palette, r: Random): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    out += circle(r.next() * width, r.next() * height, Math.max(width, height) * (0.18 + r.next() * 0.2), [p.primary, p.secondary, p.accent][i]!, ' fill-opacity="0.18"');
  }
  return out;
}

/** Builds the SVG of one illustration. */
export function compose(request: CompositionRequest): Composition {
  const r = randomFrom(`${request.motif}:${request.seed}`);
  const [width, height] = shapes[request.shape ?? 'landscape'];
  const hue = request.hue ?? r.int(0, 359);
  const p = paletteFor(hue, r);
  const margin = Math.round(Math.min(width, height) * 0.08);
  const frame: Frame = { x: margin, y: margin, w: width - margin * 2, h: height - margin * 2 };
  const draw: Record<Motif, (f: Frame, p: Palette, r: Random) => string> = {
    browser,
    phone: phones,
    shop,
    chart,
    shield,
    database,
    design,
    invoice,
    team,
    social,
    poster,
    pattern,
  };
  const full = request.motif === 'pattern' || request.motif === 'poster';
  const body = draw[request.motif](full ? { x: 0, y: 0, w: width, h: height } : frame, p, r);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
    `<linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.secondary}"/></linearGradient>` +
    `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#000" flood-opacity="0.22"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${blobs(width, height, p, r)}${body}</svg>`;
  return { svg, width, height, colors: [p.bg1, p.bg2] };
}

/**
 * A tiny SVG data URL of the background gradient, shown while the real image loads (about 270
 * bytes: in a data URL whose attributes use single quotes only `#`, `<>`, `%` and the spaces
 * need escaping; a raw space is not a valid URL character, and the HTML checker says so).
 */
export function placeholderDataUrl(colors: [string, string], width: number, height: number): string {
  const w = Math.max(1, Math.round(width / 90));
  const h = Math.max(1, Math.round(height / 90));
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' preserveAspectRatio='none'><linearGradient id='g' x2='1' y2='1'><stop stop-color='${colors[0]}'/><stop offset='1' stop-color='${colors[1]}'/></linearGradient><rect width='${w}' height='${h}' fill='url(#g)'/></svg>`;
  return `data:image/svg+xml,${svg.replace(/[#<>% ]/g, (char) => encodeURIComponent(char))}`;
}
