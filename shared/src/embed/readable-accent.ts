/**
 * The check of the partner's accent (docs/embedding.md#styling), run once the widget is ready (the
 * frame loads it then, when the element has an accent): a console warning when neither white nor
 * the site's ink reaches 4.5:1 on it (WCAG's ratio for text), or when the accent, which links and
 * focus rings are drawn in, has less than 3:1 against the surface. The text on the accent is the
 * stylesheet's choice (widget-frame.css, from the first paint); this sets the same choice as the
 * widget's `--on-primary` only where the stylesheet cannot make it: a translucent accent, as the
 * visitor sees it over the surface, and a browser without CSS relative colours.
 */

/** The two text colours an accent may take, with their luminance: the site's own (`--on-primary` of the light and dark palettes). */
const INKS = [
  ['#ffffff', 1],
  ['#0a0f1e', 0.005],
] as const;

/** WCAG 2's relative luminance of sRGB bytes. */
function luminance(rgb: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < 3; i++) {
    const channel = rgb[i]! / 255;
    sum += [0.2126, 0.7152, 0.0722][i]! * (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  }
  return sum;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Any CSS colour (`#e11d48`, `rebeccapurple`, `oklch(…)`, translucent ones) as the screen shows it
 * over `under` (over nothing: its own alpha in the fourth byte): painted on a one-pixel canvas and
 * read back as sRGB bytes.
 */
function painted(colour: string, ...under: string[]): Uint8ClampedArray | null {
  const context = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
  if (!context) return null;
  for (const fill of [...under, colour]) {
    context.fillStyle = fill;
    context.fillRect(0, 0, 1, 1);
  }
  return context.getImageData(0, 0, 1, 1).data;
}

/** The stylesheet's choice of the text on the accent works in this browser (CSS relative colours). */
const chosenByStylesheet = () => CSS.supports('color', 'color(from red xyz-d65 x y z)');

/** Checks the accent the widget root shows now: warns once per accent (`warned`) that cannot be made readable; sets `--on-primary` where the stylesheet cannot. */
export function readableAccent(root: HTMLElement, warned: Set<string>): void {
  const style = getComputedStyle(root);
  const accent = style.getPropertyValue('--primary').trim();
  const surface = style.getPropertyValue('--bg').trim();
  const warn = (problem: string) => {
    if (warned.has(accent + problem)) return;
    warned.add(accent + problem);
    console.warn(`[nasaq embed] --nasaq-accent: ${accent} ${problem}`);
  };
  if (!accent || typeof CSS === 'undefined' || !CSS.supports('color', accent)) return accent ? warn('is not a colour') : undefined;
  const shown = painted(accent, surface);
  const back = painted(surface, '#fff');
  const alone = painted(accent);
  if (!shown || !back || !alone) return;
  const lit = luminance(shown);
  const [ink, inkLuminance] = contrast(lit, INKS[0][1]) >= contrast(lit, INKS[1][1]) ? INKS[0] : INKS[1];
  if (alone[3] === 255 && chosenByStylesheet()) root.style.removeProperty('--on-primary');
  else root.style.setProperty('--on-primary', ink);
  const ratio = contrast(lit, inkLuminance);
  if (ratio < 4.5) warn(`leaves its text at ${ratio.toFixed(1)}:1 with white or dark text (4.5:1 is needed): choose a lighter or darker accent`);
  const onSurface = contrast(lit, luminance(back));
  if (onSurface < 3) warn(`is ${onSurface.toFixed(1)}:1 against the surface ${surface} (3:1 is needed for its links and focus rings)`);
}
