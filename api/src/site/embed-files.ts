import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
