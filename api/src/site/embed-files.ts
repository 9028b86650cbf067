import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  parseAttributes,
  parseWidgetStyle,
  WIDGET_KIT_PATH,
  widgetStyleDeclarations,
  widgetStyleQuery,
  type WidgetFiles,
  type WidgetKind,
} from '@site/shared/contract';
import { acceptedEncoding } from '../http/compression';
import { cachedBody, sendEncoded, type CachedBody } from '../http/response-cache';
import { addVary } from '../http/vary';
import { IMMUTABLE } from './cache-policy';

/** `/embed.js` may change with a deploy; partners' visitors pick the new one up within minutes. */
export const EMBED_LOADER_CACHE = 'public, max-age=300';

/**
 * Every file of the built site may be loaded by a partner page that embeds a widget: the loader,
 * the widgets' modules, chunks and stylesheets (fetched with CORS: modules always are), the
 * fonts (fetched with CORS by `FontFace`). They are public and the same for everyone, so any
 * origin may read them (`*`, no credentials), and `Cross-Origin-Resource-Policy: cross-origin`
 * lets pages that isolate themselves (COEP) load them. The API's data is another matter: only
 * CORS_ORIGINS may read it (routes/api.ts).
 */
export function setEmbeddableHeaders(reply: FastifyReply): void {
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.header('Access-Control-Allow-Origin', '*');
}

/** Where the build writes the loader (rspack.config.ts `embed`). */
export function embedLoaderFile(distDir: string): string {
  return path.join(distDir, 'embed-loader', 'embed.js');
}

/**
 * The loader as a partner page gets it: the built file inside a function whose one parameter
 * is the widgets' files (`NASAQ_WIDGET_FILES`, which the loader reads), so it knows each
 * widget's module without asking, and defines no global. The files are the server's own paths,
 * written as JSON.
 */
export function embedLoaderScript(loader: string, files: WidgetFiles): string {
  return `(function (NASAQ_WIDGET_FILES) {\n${loader.trimEnd()}\n})(${JSON.stringify(files)});\n`;
}

export interface EmbedLoaderOptions {
  distDir: string;
  /** each widget's files where their sections live now (the site renderer's; none without one) */
  widgetFiles: () => WidgetFiles;
}

/**
 * `/embed.js`: the loader partners add to their pages, with the widgets' current files (a
 * section redeployed alone reaches partner pages with the loader's next fetch: it is cached for
 * minutes), compressed once per version and sent with an ETag.
 */
export async function embedLoaderRoute(app: FastifyInstance, options: EmbedLoaderOptions): Promise<void> {
  const file = embedLoaderFile(options.distDir);
  let built: { mtime: number; source: string } | null = null;
  let sent: { key: string; body: CachedBody } | null = null;
  app.get('/embed.js', async (request: FastifyRequest, reply: FastifyReply) => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (built?.mtime !== mtime) built = { mtime, source: readFileSync(file, 'utf8') };
    const files = options.widgetFiles();
    const key = `${mtime}\n${JSON.stringify(files)}`;
    if (sent?.key !== key) sent = { key, body: cachedBody(embedLoaderScript(built.source, files)) };
    setEmbeddableHeaders(reply);
    reply.header('Cache-Control', EMBED_LOADER_CACHE).type('text/javascript; charset=utf-8');
    return sendEncoded(request, reply, sent.body);
  });
}

/**
 * `/widget-kit/<file>`: the widgets' kit (React's API over Preact, build/widget-kit.ts), one URL
 * for every widget built with the same, so a page with both widgets downloads it once, from
 * whichever section's folder holds it now. Named by its content: cached for good, and sent as
 * the build compressed it.
 */
export async function widgetKitRoute(app: FastifyInstance, options: { widgetKitFile: (name: string) => string | null }): Promise<void> {
  app.get<{ Params: { name: string } }>(`${WIDGET_KIT_PATH}:name`, async (request, reply) => {
    const file = options.widgetKitFile(request.params.name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const map = file.endsWith('.map');
    const encoding = map ? null : acceptedEncoding(request);
    const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    setEmbeddableHeaders(reply);
    reply.header('Cache-Control', IMMUTABLE).type(map ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8');
    addVary(reply, 'Accept-Encoding');
    if (compressed && existsSync(compressed)) return reply.header('Content-Encoding', encoding).send(createReadStream(compressed));
    return reply.send(createReadStream(file));
  });
}

/** A query's value by name, when it is one string. */
const queryValue = (query: Record<string, string | undefined>) => (name: string) => (typeof query[name] === 'string' ? query[name] : null);

/**
 * `/embed/preview?widget=&lang=&theme=&limit=&service=&accent=&radius=&font=`: a page with one
 * widget and nothing else of the site, as a partner's page would have it: the live preview of
 * /embed shows it in a frame. The query is read as the loader reads attributes (a bad value is
 * the default); the values written into the page are only those the parsers return, never the
 * query's text. The brand chosen (docs/embedding.md#styling) comes as a stylesheet of the site
 * (`/embed/preview.css`), which the site's Content-Security-Policy allows, where an inline
 * `style` would not be.
 */
export async function embedPreviewRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>('/embed/preview', async (request, reply) => {
    const read = queryValue(request.query);
    const widget: WidgetKind = read('widget') === 'consultation' ? 'consultation' : 'portfolio';
    const { attributes } = parseAttributes(widget, read);
    const parts = [`lang="${attributes.lang}"`, `theme="${attributes.theme}"`];
    if (widget === 'portfolio') parts.push(`limit="${attributes.limit}"`);
    if (widget === 'consultation' && attributes.service) parts.push(`service="${attributes.service}"`);
    const style = widgetStyleQuery(parseWidgetStyle(read));
    const brand = style.length > 0 ? `<link rel="stylesheet" href="/embed/preview.css?${new URLSearchParams(style).toString().replace(/&/g, '&amp;')}">\n` : '';
    const html = `<!doctype html>
<html lang="${attributes.lang}" dir="${attributes.lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nasaq widget preview</title>
${brand}</head>
<body>
<script src="/embed.js" async></script>
<nasaq-${widget} ${parts.join(' ')}></nasaq-${widget}>
</body>
</html>
`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });

  // The preview's brand: the widget's custom properties, as a partner's stylesheet would set them.
  app.get<{ Querystring: Record<string, string | undefined> }>('/embed/preview.css', async (request, reply) => {
    const declarations = widgetStyleDeclarations(parseWidgetStyle(queryValue(request.query)));
    return reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(`nasaq-portfolio, nasaq-consultation { ${declarations} }\n`);
  });
}
