/**
 * The motifs that are things: a shield over a network, databases beside a table, an invoice
 * with its approval, a team chart, social posts.
 */
import { circle, rect, round, shadow, textLines, type Frame, type Palette } from './drawing';
import type { Random } from './random';

export function shield(f: Frame, p: Palette, r: Random): string {
  let out = '';
  const cols = 9;
  const rows = 5;
  const nodes: [number, number][] = [];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) nodes.push([f.x + (i + 0.5) * (f.w / cols) + (r.next() - 0.5) * 30, f.y + (j + 0.5) * (f.h / rows) + (r.next() - 0.5) * 30]);
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

export function database(f: Frame, p: Palette, r: Random): string {
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

export function invoice(f: Frame, p: Palette, r: Random): string {
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
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 8; j++) if (r.chance(0.5) || (i < 3 && j < 3)) out += rect(qx + i * cell, qy + j * cell, cell - 2, cell - 2, 2, p.ink);
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

export function team(f: Frame, p: Palette, r: Random): string {
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

export function social(f: Frame, p: Palette, r: Random): string {
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
