/**
 * The palette and the shapes every illustration is drawn with (compose.ts): colours from one hue,
 * and rectangles, circles and bars of "text" as SVG strings, with coordinates rounded to a
 * tenth so the same seed always gives the same bytes.
 */
import type { Random } from './random';

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

export interface Palette {
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

export function paletteFor(hue: number, r: Random): Palette {
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

export const round = (value: number) => Math.round(value * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(Math.max(0, w))}" height="${round(Math.max(0, h))}" rx="${round(rx)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${fill}"${extra}/>`;
}

/** Rounded bars standing in for lines of text. */
export function textLines(x: number, y: number, width: number, count: number, color: string, r: Random, height = 12, gap = 22): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = i === count - 1 ? width * (0.35 + r.next() * 0.3) : width * (0.75 + r.next() * 0.25);
    out += rect(x, y + i * gap, w, height, height / 2, color);
  }
  return out;
}

export function shadow(): string {
  return ' filter="url(#shadow)"';
}

export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}
