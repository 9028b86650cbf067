import { blobs, pattern, poster } from './draw-backdrops';
import { database, invoice, shield, social, team } from './draw-objects';
import { browser, chart, design, phones, shop } from './draw-screens';
import { paletteFor, type Frame, type Palette } from './drawing';
import { randomFrom, type Random } from './random';

/**
 * Illustrations made here, never downloaded: each is an SVG composition (a browser window,
 * phones, a dashboard, a shop grid, a shield...) drawn from a seed and a motif, without text
 * (raster rendering has no fonts to rely on). The same seed always gives the same picture, so
 * its hash, and therefore its URL, only changes when the content does.
 */
export type Motif = 'browser' | 'phone' | 'shop' | 'chart' | 'shield' | 'database' | 'design' | 'invoice' | 'team' | 'social' | 'poster' | 'pattern';

const shapes = { landscape: [1440, 900], square: [1080, 1080], portrait: [1080, 1350] } as const;
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
  /** the two colours of the background: the image's tint while it loads (tint.ts) */
  colors: [string, string];
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
