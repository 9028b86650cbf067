import * as lucide from '@lucide/icons';
import type { LucideBuildParams } from '@lucide/icons';
import { buildLucideSvg } from '@lucide/icons/build';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as contentIcons from './content-icons';
import * as firstPageIcons from './icons';
import { lucideIcon, type IconProps } from './lucide-icon';

/** Every icon of the two lists, by its Lucide name. */
const icons = Object.entries({ ...firstPageIcons, ...contentIcons }) as [keyof typeof lucide, unknown][];

/**
 * Lucide's own drawing of `name`, without the React keys its data carries (React takes them as
 * keys, not attributes) and without the classes of the icon's former names (ours leaves them out).
 */
function lucideSvg(name: keyof typeof lucide, params: LucideBuildParams): string {
  const icon = { ...(lucide[name] as lucide.LucideIconData), aliases: [] };
  return buildLucideSvg(icon, params).replace(/ key="[^"]*"/g, '');
}

/** The props the site passes, with what Lucide's builder is told for each. */
const cases: [IconProps, LucideBuildParams][] = [
  [{}, { hasA11yProp: false }],
  [{ className: 'size-5 shrink-0' }, { className: 'size-5 shrink-0', hasA11yProp: false }],
  [
    { size: 16, strokeWidth: 1.5, color: '#fff' },
    { size: 16, strokeWidth: 1.5, color: '#fff', hasA11yProp: false },
  ],
  [
    { 'aria-label': 'close', className: 'icon' },
    { className: 'icon', hasA11yProp: true, attributes: { 'aria-label': 'close' } },
  ],
];

describe('the icon component', () => {
  it('is given every icon of both lists', () => {
    expect(icons.length).toBeGreaterThan(60);
  });

  it.each(icons)('draws %s as Lucide’s own builder does, for every set of props the site passes', (name) => {
    const Icon = lucideIcon(lucide[name] as lucide.LucideIconData);
    for (const [props, params] of cases) expect(renderToStaticMarkup(createElement(Icon, props))).toBe(lucideSvg(name, params));
  });

  it('hides a decorative icon from assistive technology, and shows one that carries a label or content', () => {
    const Icon = /* @__PURE__ */ lucideIcon(lucide.X);
    expect(renderToStaticMarkup(createElement(Icon))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(Icon, { role: 'img', 'aria-label': 'x' }))).not.toContain('aria-hidden');
    expect(renderToStaticMarkup(createElement(Icon, null, createElement('title', null, 'x')))).toContain('<title>x</title></svg>');
  });
});
