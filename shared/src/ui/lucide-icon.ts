/**
 * The site's icons are Lucide's drawings: `@lucide/icons` publishes each one as data (its
 * elements and their attributes, the package's documented format), and this one small component
 * draws any of them as an inline `<svg>`, the same on the server and in the browser. It takes
 * the props the site passes (size, colour, stroke width, class, ARIA) and no context provider,
 * and leaves out the classes of an icon's former names (`lucide-trash-2` beside `lucide-trash`:
 * nothing here styles by them);
 * lucide-react's general builder, which does the same for every framework, is about three times
 * the code, and a widget would have to bring its `forwardRef` too (React 19 hands a function
 * component its `ref` as a prop: it reaches the `<svg>` with `rest`).
 * `lucide-icon.test.tsx` holds the markup to what Lucide's own builder (`@lucide/icons/build`)
 * draws for every icon the site uses.
 */
import type { LucideIconData, LucideIconNode } from '@lucide/icons';
import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  children?: ReactNode;
}

/** An icon, as a component: `<Mail className="size-5" />`. */
export type LucideIcon = (props: IconProps) => ReactElement;

const DEFAULT_SIZE = 24;

/** Any prop that names the icon for assistive technology: then it is not hidden from it. */
function named(props: Record<string, unknown>): boolean {
  return Object.keys(props).some((prop) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null);
}

function drawn([tag, attributes, children]: LucideIconNode): ReactElement {
  return createElement(tag, attributes, ...(children ?? []).map(drawn));
}

/** The component that draws `icon`. */
export function lucideIcon(icon: LucideIconData): LucideIcon {
  const width = icon.width ?? icon.size ?? DEFAULT_SIZE;
  const height = icon.height ?? icon.size ?? DEFAULT_SIZE;
  const classes = `lucide lucide-${icon.name ?? ''}`;
  const elements = icon.node.map(drawn);
  return function Icon({ size, color, strokeWidth, className, children, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size ?? width,
        height: size ?? height,
        viewBox: `0 0 ${width} ${height}`,
        fill: 'none',
        stroke: color ?? 'currentColor',
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(children || named(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...elements,
      children,
    );
  };
}
