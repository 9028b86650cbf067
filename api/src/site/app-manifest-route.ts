import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@site/shared/contract';
import { APP_MANIFEST_PATH, appManifestFile } from '@site/shared/worker';
import { languageVary, requestLanguage } from '../http/language';
import { addVary } from '../http/vary';
import { REVALIDATE } from './cache-policy';

/**
 * GET /manifest.webmanifest?lang=ar|en: the installable app's manifest in that language
 * (docs/installable-app.md), as the build wrote it (build/app-manifest.ts). Its icons and
 * screenshots have hashed names and are cached for a year; the manifest names them, so it is
 * revalidated (`no-cache`, with an ETag: a 304 costs no body). Without `?lang` (every page links
 * it with one), the site's language rule decides (http/language.ts), and the reply varies with it.
 */
export async function appManifestRoute(app: FastifyInstance, options: { hostDir: string }): Promise<void> {
  const bodies = new Map<Language, Promise<{ body: string; etag: string } | null>>();
  const manifest = (lang: Language) => {
    let body = bodies.get(lang);
    if (!body) {
      body = readFile(path.join(options.hostDir, appManifestFile(lang)), 'utf8').then(
        (text) => ({ body: text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"` }),
        () => null,
      );
      bodies.set(lang, body);
    }
    return body;
  };
  app.get(APP_MANIFEST_PATH, async (request, reply) => {
    const lang = requestLanguage(request);
    const found = await manifest(lang);
    if (!found) {
      bodies.delete(lang);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.header('Cache-Control', REVALIDATE).header('ETag', found.etag).header('Content-Language', lang);
    addVary(reply, ...languageVary(request));
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(found.body);
  });
}
