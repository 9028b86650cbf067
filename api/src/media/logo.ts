/** Client logos drawn here: a geometric mark and the wordmark, as a small SVG. */
export const logoMarks = ['circle', 'square', 'diamond', 'leaf', 'arc', 'hexagon'] as const;
export type LogoMark = (typeof logoMarks)[number];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mark(kind: LogoMark, color: string, accent: string): string {
  switch (kind) {
    case 'circle':
      return `<circle cx="60" cy="80" r="40" fill="${color}"/><circle cx="74" cy="66" r="16" fill="${accent}"/>`;
    case 'square':
      return `<rect x="22" y="42" width="76" height="76" rx="18" fill="${color}"/><rect x="46" y="66" width="28" height="28" rx="6" fill="${accent}"/>`;
    case 'diamond':
      return `<path d="M60 36 L104 80 L60 124 L16 80 Z" fill="${color}"/><path d="M60 60 L80 80 L60 100 L40 80 Z" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M24 120 C24 64 60 40 104 40 C104 96 80 120 24 120 Z" fill="${color}"/><path d="M30 114 L90 54" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'arc':
      return `<path d="M20 110 A44 44 0 0 1 100 110" fill="none" stroke="${color}" stroke-width="18" stroke-linecap="round"/><circle cx="60" cy="110" r="12" fill="${accent}"/>`;
    case 'hexagon':
      return `<path d="M60 36 L98 58 L98 102 L60 124 L22 102 L22 58 Z" fill="${color}"/><circle cx="60" cy="80" r="14" fill="${accent}"/>`;
  }
}

export function composeLogo(wordmark: string, kind: LogoMark, hue: number): { svg: string; width: number; height: number } {
  const color = `hsl(${hue} 70% 42%)`;
  const accent = `hsl(${(hue + 40) % 360} 85% 62%)`;
  const text = escapeXml(wordmark);
  const size = wordmark.length > 14 ? 30 : 36;
  const width = 480;
  const height = 160;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">` +
    mark(kind, color, accent) +
    `<text x="124" y="${80 + size * 0.35}" font-family="'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif" font-size="${size}" font-weight="700" fill="hsl(${hue} 45% 22%)">${text}</text>` +
    `</svg>`;
  return { svg, width, height };
}
