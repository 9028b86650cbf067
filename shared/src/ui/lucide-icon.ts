/**
 * lucide-react's `createLucideIcon`, which every icon module of lucide-react calls with its
 * drawing, in the part this site uses: the builds point lucide-react's module here
 * (rspack.config.ts `slimmer`, browser and server alike, so both render the same markup).
 * lucide-react 1.x draws through a general builder (attribute renaming for other frameworks,
 * a context provider for defaults, class and name helpers): about 1.5 KB gzip in the first
 * page's JavaScript, for the same `<svg>` this draws in about a third of that.
 *
 * Left out: `LucideProvider`'s defaults (the site sets none: an icon here takes its props
 * only) and the components' `displayName` (React's developer tools name them from the
 * module). `build/lucide-icon.test.tsx` holds the markup equal to lucide-react's own for every
 * icon the site draws and every prop it takes.
 */
import { createElement, type FunctionComponent, type ReactNode, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string | number>, children?: unknown][];

interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
  aliases?: string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

/** Any prop that names the icon for assistive technology: then it is not hidden from it. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some((prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null);
}

/** `lucide lucide-<name> lucide-<alias>… <className>`, each token once (lucide-react's mergeClasses). */
function classNames(icon: IconData, className: unknown): string {
  const aliases = (icon.aliases ?? []).filter((alias) => typeof alias === 'string' && alias.trim() !== '').map((alias) => `lucide-${alias}`);
  const pieces = ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...aliases, ...(typeof className === 'string' ? [className] : [])];
  return [...new Set(pieces.flatMap((piece) => piece.split(/\s+/)).filter(Boolean))].join(' ');
}

function iconData(iconDataOrName: IconData | string, iconNode: IconNode = [], aliases: string[] = []): IconData {
  if (typeof iconDataOrName !== 'string') return iconDataOrName;
  return {
    name: iconDataOrName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    size: DEFAULT_SIZE,
    node: iconNode,
    ...(aliases.length > 0 ? { aliases } : {}),
  };
}

export default function createLucideIcon(iconDataOrName: IconData | string, iconNode?: IconNode, aliasNames?: string[]): FunctionComponent<IconProps> {
  const icon = iconData(iconDataOrName, iconNode, aliasNames);
  const viewBox = `0 0 ${icon.size ?? icon.width ?? DEFAULT_SIZE} ${icon.size ?? icon.height ?? DEFAULT_SIZE}`;
  // React 19 hands a function component its `ref` as a prop: it reaches the <svg> with `rest`.
  return function LucideIcon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, children, ...rest }: IconProps) {
    const drawnWidth = width ?? size ?? DEFAULT_SIZE;
    // The keys in lucide-react's order, so the server's markup is byte for byte the same.
    const attributes = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: drawnWidth,
      height: height ?? size ?? DEFAULT_SIZE,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth
        ? (Number(strokeWidth ?? DEFAULT_STROKE_WIDTH) * Number(icon.size ?? icon.width ?? DEFAULT_SIZE)) / Number(drawnWidth)
        : (strokeWidth ?? DEFAULT_STROKE_WIDTH),
      strokeLinecap: 'round' as const,
      strokeLinejoin: 'round' as const,
      className: classNames(icon, className),
      ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' as const }),
      ...rest,
    };
    return createElement('svg', attributes, [
      ...icon.node.map(([tag, nodeAttributes]) =>
        createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...nodeAttributes } : nodeAttributes),
      ),
      ...(Array.isArray(children) ? (children as ReactNode[]) : [children]),
    ]);
  };
}
