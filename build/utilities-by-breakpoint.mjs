/**
 * A PostCSS plugin, after Tailwind, that moves every app's responsive utilities into cascade
 * layers of their own, ordered after the plain utilities and by breakpoint:
 *
 *   utilities < utilities-other < utilities-sm < utilities-md < utilities-lg < utilities-xl < utilities-2xl
 *
 * Why: each section ships its own Tailwind utilities, and on a page they all land in one
 * `utilities` layer where the stylesheet loaded later wins a tie. So `py-16 sm:py-24` in
 * mf-pages lost to a `.py-16` in mf-portfolio's stylesheet (loaded after it): the desktop value
 * never applied. With the layers, a responsive utility beats any plain one, and a wider
 * breakpoint any narrower one, whatever the order the stylesheets arrive in. Other media
 * variants (`max-lg:`, `hover:`, `motion-safe:`) go to `utilities-other`, after the plain ones.
 *
 * Handles Tailwind's nested output (`.sm\:x { @media (width >= 40rem) { ... } }`) and its
 * optimised, flat output (`@media (min-width: 40rem) { .sm\:x { ... } }`). Only media rules
 * directly in the utilities layer or directly in one of its rules move; deeper ones stay.
 */
const BREAKPOINTS = { 40: 'sm', 48: 'md', 64: 'lg', 80: 'xl', 96: '2xl' };
export const LAYERS = ['utilities-other', ...Object.values(BREAKPOINTS).map((name) => `utilities-${name}`)];

/** The layer of a media rule of the utilities layer, by its query. */
export function layerFor(params) {
  const match = /^\(\s*(?:width\s*>=\s*|min-width\s*:\s*)([\d.]+)rem\s*\)$/.exec(params.trim());
  const name = match ? BREAKPOINTS[Number(match[1])] : undefined;
  return name ? `utilities-${name}` : 'utilities-other';
}

const mentionsUtilities = (node) => node.type === 'atrule' && node.name === 'layer' && node.params.split(',').some((name) => name.trim() === 'utilities');

export default function utilitiesByBreakpoint() {
  return {
    postcssPlugin: 'utilities-by-breakpoint',
    OnceExit(root, { AtRule, Rule }) {
      const targets = new Map();
      const target = (name) => {
        if (!targets.has(name)) targets.set(name, new AtRule({ name: 'layer', params: name }));
        return targets.get(name);
      };
      root.each((layer) => {
        if (layer.type !== 'atrule' || layer.name !== 'layer' || layer.params !== 'utilities' || !layer.nodes) return;
        for (const node of [...layer.nodes]) {
          if (node.type === 'atrule' && node.name === 'media') {
            target(layerFor(node.params)).append(node.remove());
          } else if (node.type === 'rule') {
            for (const child of [...(node.nodes ?? [])]) {
              if (child.type !== 'atrule' || child.name !== 'media') continue;
              const hoisted = new AtRule({ name: 'media', params: child.params });
              hoisted.append(new Rule({ selector: node.selector }).append(child.nodes.map((inner) => inner.clone())));
              target(layerFor(child.params)).append(hoisted);
              child.remove();
            }
            if (node.nodes.length === 0) node.remove();
          }
        }
      });
      const first = root.nodes.find(mentionsUtilities);
      if (targets.size === 0 && !first) return;
      // The order, stated where the stylesheet first names the utilities layer (after a
      // statement, before a block), so the layers Tailwind declares first keep their places.
      const order = new AtRule({ name: 'layer', params: ['utilities', ...LAYERS].join(', ') });
      if (first?.nodes) first.before(order);
      else if (first) first.after(order);
      else root.prepend(order);
      for (const name of LAYERS) if (targets.has(name)) root.append(targets.get(name));
    },
  };
}
utilitiesByBreakpoint.postcss = true;
