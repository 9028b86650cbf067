/**
 * A PostCSS plugin, last in an embedded widget's stylesheet (`widget.css?url`, rspack.config.ts),
 * that makes it fit for a shadow root on a partner's page, at build time rather than in the
 * partner's browser (where rewriting and walking the sheet was a long task on a phone's first
 * load):
 * - `:root` rules (the palette's tokens) apply to the host: a shadow tree has no `:root`;
 * - `rem` lengths become pixels: inside a shadow root `rem` is the partner page's root font size
 *   (a page with `html { font-size: 62.5% }` would shrink the widget to 10 px text and inputs that
 *   make iOS zoom in on focus); the site's own pages keep `rem` at 16 px, so the widget is sized
 *   as on the site, whatever the partner's `<html>` says;
 * - the font families are our own names (registered on the document by the widget's frame,
 *   shared/src/embed/fonts.ts), so a partner's own "IBM Plex Sans" (another version, other
 *   files) is never mixed in;
 * - Tailwind 4's `@property` rules are not registered from a shadow root (browsers ignore them
 *   there), and the utilities that compose `--tw-*` variables (shadows, transforms, rings) would
 *   be invalid without their initial values: the rules go, and Tailwind's own fallback for older
 *   browsers (their values on every element, in the lowest layer) applies always; a stylesheet
 *   without that fallback gets one made from the rules.
 */
export const REM_PX = 16;

const remLength = /(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g;

/** `rem` lengths of a value or a query in the site's pixels. */
export function remToPixels(text) {
  return text.replace(remLength, (_match, before, value) => `${before}${Number((Number(value) * REM_PX).toFixed(4))}px`);
}

/** Font family names of a value as our own families. */
export function ownFonts(value) {
  return value.replace(/(['"])IBM Plex Sans Arabic\1/g, "'Nasaq Plex Sans Arabic'").replace(/(['"])IBM Plex Sans\1/g, "'Nasaq Plex Sans'");
}

export default function shadowRootCss() {
  return {
    postcssPlugin: 'shadow-root-css',
    OnceExit(root, { atRule, rule }) {
      const defaults = [];
      root.walkAtRules('property', (property) => {
        let inherits = true;
        let initial = null;
        property.walkDecls((decl) => {
          if (decl.prop === 'inherits') inherits = decl.value.trim() !== 'false';
          if (decl.prop === 'initial-value') initial = decl.value;
        });
        if (!inherits && initial !== null && initial.trim() !== '') defaults.push({ prop: property.params.trim(), value: initial });
        property.remove();
      });
      root.walkRules((node) => {
        node.selector = node.selector.replace(/:root\b/g, ':host');
      });
      root.walkAtRules((node) => {
        if (node.name === 'media' || node.name === 'container' || node.name === 'supports') node.params = remToPixels(node.params);
      });
      root.walkDecls((decl) => {
        decl.value = ownFonts(remToPixels(decl.value));
      });
      // Tailwind's fallback for browsers without @property: the same values on every element,
      // behind a query no current browser passes; inside a shadow root it is what every browser needs.
      let unwrapped = false;
      root.walkAtRules('layer', (layer) => {
        if (layer.params.trim() !== 'properties') return;
        layer.walkAtRules('supports', (supports) => {
          supports.replaceWith(supports.nodes ?? []);
          unwrapped = true;
        });
      });
      if (!unwrapped && defaults.length > 0) {
        const everyElement = rule({ selector: '*,::before,::after,::backdrop' });
        for (const { prop, value } of defaults) everyElement.append({ prop, value: remToPixels(value) });
        root.append(atRule({ name: 'layer', params: 'properties' }).append(everyElement));
      }
    },
  };
}
shadowRootCss.postcss = true;
