import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from '../shared/src/ui/lucide-icon';
import { repoRoot, sourceFiles } from './source-files';

/** Every name the site imports or re-exports from lucide-react (its sources, tests left out). */
function iconNamesInSources(): string[] {
  const names = new Set<string>();
  for (const dir of ['shared/src', 'root-config/src', 'mf-shell/src', 'mf-pages/src', 'mf-portfolio/src', 'mf-forms/src']) {
    for (const file of sourceFiles(path.join(repoRoot, dir))) {
      for (const [, list] of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
        for (const item of list!.split(',')) {
          const name = item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (name && !item.trim().startsWith('type ') && /^[A-Z]/.test(name) && name !== 'LucideIcon') names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

const original = lucide as unknown as Record<string, ComponentType<IconProps>>;

/** lucide-react's module for an icon (its `__iconData`), found by the class its own component draws. */
async function drawingOf(name: string) {
  const file = /\blucide-([a-z0-9-]+)/.exec(renderToStaticMarkup(createElement(original[name]!)))![1]!;
  const module = (await import(`lucide-react/dist/esm/icons/${file}.mjs`)) as { __iconData: Parameters<typeof createLucideIcon>[0] };
  return module.__iconData;
}

/** The props the site passes, and the others lucide-react takes. */
const propSets: IconProps[] = [
  {},
  { 'aria-hidden': true, className: 'size-5 shrink-0' },
  { className: 'size-4  rtl:-scale-x-100 size-4' },
  { className: 'h-4 w-4', strokeWidth: 2.5 },
  { 'aria-label': 'Close', role: 'img' },
  { size: 32, color: '#123456' },
  { width: 20, height: 18, strokeWidth: 1.5, absoluteStrokeWidth: true },
  { size: 48, absoluteStrokeWidth: true },
  { nonScalingStroke: true, id: 'icon', 'data-state': 'on' } as IconProps,
  { title: 'Title' } as IconProps,
  { color: '' },
];

describe('the slim lucide icon', () => {
  const names = iconNamesInSources();

  it('finds the icons the site draws', () => {
    expect(names).toEqual(expect.arrayContaining(['ArrowRight', 'MessageCircle', 'Sun', 'Moon', 'X']));
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)('draws %s as lucide-react does, with every prop', async (name) => {
    const slim = createLucideIcon(await drawingOf(name));
    for (const props of propSets) {
      expect(renderToStaticMarkup(createElement(slim, props))).toBe(renderToStaticMarkup(createElement(original[name]!, props)));
    }
    const withChild = { children: createElement('title', null, 'Label') };
    expect(renderToStaticMarkup(createElement(slim, withChild))).toBe(renderToStaticMarkup(createElement(original[name]!, withChild)));
  });

  it('takes an icon by name and drawing, as createLucideIcon does', () => {
    const node: Parameters<typeof createLucideIcon>[1] = [['path', { d: 'M1 1h2', key: 'a' }]];
    const markup = (component: ComponentType<IconProps>) => renderToStaticMarkup(createElement(component, { className: 'x' }));
    expect(markup(createLucideIcon('MyShape', node, ['my-alias']))).toBe(markup(lucide.createLucideIcon('MyShape', node as never, ['my-alias'])));
    expect(markup(createLucideIcon('MyShape', node))).toContain('class="lucide lucide-my-shape x"');
  });

  it('hands a ref to the <svg>', () => {
    // No DOM here to call a ref: check that the prop reaches the element.
    const ref = () => undefined;
    const element = createLucideIcon({ name: 'dot', size: 24, node: [] })({ ref });
    expect((element as { props: { ref?: unknown } }).props.ref).toBe(ref);
  });
});
