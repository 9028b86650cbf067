import { HtmlRspackPlugin, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { entryScript } from '../shared/src/state/entry-script';

/**
 * Loads the host's entry script after the first paint instead of as a `defer` script.
 *
 * The page's first screen is the server's HTML; the entry script only makes it live. A `defer`
 * script runs as soon as the document is parsed, which on a fast connection is before the
 * browser has painted anything, so the federation runtime's start (tens of ms on a phone) held
 * the first paint back, and Lighthouse's simulation then counted all of the page's JavaScript as
 * in the way of the first and largest paints. Here the `<script defer src>` becomes the inline
 * loader of shared/src/state/entry-script.ts (the server's CSP hashes every inline script of
 * index.html), which adds it, and preloads the page's section scripts, after the first
 * contentful paint.
 */
export class PaintFirstPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise('PaintFirstPlugin', async (data) => {
        data.html = loadAfterFirstPaint(data.html);
        return data;
      });
    });
  }
}

/** `html` with its deferred entry script turned into the loader; throws if it has none. */
export function loadAfterFirstPaint(html: string): string {
  const entry = /<script defer(?:="")? src="([^"]+)"><\/script>/;
  if (!entry.test(html)) throw new Error('PaintFirstPlugin: index.html has no deferred entry script');
  return html.replace(entry, (_tag, src: string) => `<script>${entryScript(src)}</script>`);
}
