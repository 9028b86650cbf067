import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { createIndexPage } from './index-page';

/** The folders of dist/ and where each is served: the host at `/`, each remote under its own name. */
const remoteDirs = ['mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms'] as const;

/**
 * Serves the built site from `distDir` and answers `index.html` for every site route, so
 * deep links work. A missing asset (a path with a file extension) gets a plain 404.
 */
export async function staticSite(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const hostDir = path.join(options.distDir, 'root-config');
  const built = existsSync(path.join(hostDir, 'index.html'));

  if (built) {
    const common = {
      cacheControl: false,
      // The build writes .br/.gz beside each script and stylesheet.
      preCompressed: true,
      index: false as const,
      // A folder (`/assets/`, `/mf-shell/`) is not a file: without this the plugin answers 403;
      // the not-found handler below answers the page instead, as for any other site route.
      allowedPath: (pathname: string) => !pathname.endsWith('/'),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    };
    await app.register(fastifyStatic, { ...common, root: hostDir, prefix: '/' });
    for (const dir of remoteDirs) {
      const root = path.join(options.distDir, dir);
      if (existsSync(root)) {
        await app.register(fastifyStatic, { ...common, root, prefix: `/${dir}/`, decorateReply: false });
      }
    }
  }

  const indexPage = built ? createIndexPage(hostDir) : null;

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    const { pathname } = new URL(request.url, 'http://localhost');
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(indexPage(pathname));
  };

  // The static handler would answer the root folder itself with 403.
  app.get('/', async (request, reply) => sendPage(request, reply));

  // /api paths never arrive here: the /api plugin has its own JSON 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendPage(request, reply);
  });
}
