import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseAttributes, type WidgetKind } from '@site/shared/contract';

/** `/embed.js` may change with a deploy; partners' visitors pick the new one up within minutes. */
export const EMBED_LOADER_CACHE = 'public, max-age=300';

/**
 * Every file of the built site may be loaded by a partner page that embeds a widget: the loader,
 * the embed runtime, the containers' scripts, the fonts (fetched with CORS by `FontFace`) and
 * `remotes.json` (fetched with CORS by the runtime). They are public and the same for everyone,
 * so any origin may read them (`*`, no credentials), and `Cross-Origin-Resource-Policy:
 * cross-origin` lets pages that isolate themselves (COEP) load them. The API's data is another
 * matter: only CORS_ORIGINS may read it (routes/api.ts).
 */
export function setEmbeddableHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.header('Access-Control-Allow-Origin', '*');
  if (path.basename(filePath).startsWith('embed.js') && path.basename(path.dirname(filePath)) === 'embed-host') {
    reply.header('Cache-Control', EMBED_LOADER_CACHE);
  }
}

/** `/embed.js`: the loader partners add to their pages, built into `dist/embed-host/embed.js`. */
export async function embedLoaderRoute(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  // By its path under dist/, which the static plugin's allowed paths know (static-site.ts).
  const send = (_request: unknown, reply: FastifyReply) => reply.sendFile('/embed-host/embed.js', options.distDir);
  app.get('/embed.js', send);
}

/**
 * `/embed/preview?widget=&lang=&theme=&limit=&service=`: a page with one widget and nothing
 * else of the site, as a partner's page would have it: the live preview of /embed shows it in a
 * frame. The query is read as the loader reads attributes (a bad value is the default); the
 * values written into the page are only those the parser returns, never the query's text.
 */
export async function embedPreviewRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>('/embed/preview', async (request, reply) => {
    const query = request.query;
    const widget: WidgetKind = query['widget'] === 'consultation' ? 'consultation' : 'portfolio';
    const { attributes } = parseAttributes(widget, (name) => (typeof query[name] === 'string' ? query[name] : null));
    const parts = [`lang="${attributes.lang}"`, `theme="${attributes.theme}"`];
    if (widget === 'portfolio') parts.push(`limit="${attributes.limit}"`);
    if (widget === 'consultation' && attributes.service) parts.push(`service="${attributes.service}"`);
    const html = `<!doctype html>
<html lang="${attributes.lang}" dir="${attributes.lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nasaq widget preview</title></head>
<body>
<script src="/embed.js" async></script>
<nasaq-${widget} ${parts.join(' ')}></nasaq-${widget}>
</body>
</html>
`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
