import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaTable } from '../db/schema';
import { compose, type Motif, type Shape } from './compose';
import { composeLogo, type LogoMark } from './logo';
import { tintText } from './tint';

/** Bump when the renderer's output changes for the same source: every URL changes with it. */
const RENDER_VERSION = '1';

export type MediaRow = Omit<MediaTable, 'created_at'>;

function mediaId(kind: string, mime: string, source: string): string {
  return createHash('sha256').update(`${RENDER_VERSION}\n${kind}\n${mime}\n`).update(source).digest('hex').slice(0, 12);
}

/** A URL-safe name that tells people what an image is (`projects-nasaq-pay-2`). */
export function mediaName(...parts: (string | number)[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export interface GeneratedSpec {
  motif: Motif;
  hue?: number | undefined;
  shape?: Shape | undefined;
}

/** A generated illustration (rendered to WebP widths on demand). */
export function generatedMedia(name: string, seed: string, spec: GeneratedSpec): MediaRow {
  const composition = compose({ seed, motif: spec.motif, ...(spec.shape ? { shape: spec.shape } : {}), ...(spec.hue !== undefined ? { hue: spec.hue } : {}) });
  return {
    id: mediaId('raster', 'image/svg+xml', composition.svg),
    name,
    kind: 'raster',
    mime: 'image/svg+xml',
    source: composition.svg,
    width: composition.width,
    height: composition.height,
    tint: tintText(composition.colors),
  };
}

/** A drawn client logo, served as SVG (its wordmark is text the browser sets in its own fonts). */
export function logoMedia(name: string, wordmark: string, mark: LogoMark, hue: number): MediaRow {
  const logo = composeLogo(wordmark, mark, hue);
  return {
    id: mediaId('vector', 'image/svg+xml', logo.svg),
    name,
    kind: 'vector',
    mime: 'image/svg+xml',
    source: logo.svg,
    width: logo.width,
    height: logo.height,
    tint: null,
  };
}

const mimeOf: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/** Reads the width and height of a PNG, JPEG, WebP or SVG file without decoding it. */
function imageSize(bytes: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png' && bytes.length > 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (mime === 'image/svg+xml') {
    const head = bytes.subarray(0, 2000).toString('utf8');
    const width = /\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(head)?.[1];
    const height = /\sheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(head)?.[1];
    const box = /viewBox="[\d.\s-]+?\s([\d.]+)\s([\d.]+)"/.exec(head);
    const w = Number(width ?? box?.[1]);
    const h = Number(height ?? box?.[2]);
    return w > 0 && h > 0 ? { width: Math.round(w), height: Math.round(h) } : null;
  }
  if (mime === 'image/jpeg') {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
    return null;
  }
  if (mime === 'image/webp' && bytes.length > 30 && bytes.toString('ascii', 12, 16) === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (mime === 'image/webp' && bytes.length > 30 && bytes.toString('ascii', 12, 16) === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** An image file from content/media/ (rendered to WebP widths on demand like the generated ones). */
export function fileMedia(name: string, contentDir: string, relative: string, kind: 'raster' | 'vector' = 'raster'): MediaRow {
  const file = path.join(contentDir, relative);
  const mime = mimeOf[path.extname(file).toLowerCase()]!;
  const bytes = readFileSync(file);
  const size = imageSize(bytes, mime);
  if (!size) throw new Error(`Cannot read the width and height of ${relative}`);
  const source = mime === 'image/svg+xml' ? bytes.toString('utf8') : bytes.toString('base64');
  if (kind === 'vector' && mime !== 'image/svg+xml') throw new Error(`${relative} must be an SVG file`);
  return { id: mediaId(kind, mime, source), name, kind, mime, source, ...size, tint: null };
}
