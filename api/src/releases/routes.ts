import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remoteNames } from '@site/shared/contract';
import { cachedBody, sendEncoded, type CachedBody } from '../http/response-cache';
import { addVary } from '../http/vary';
import { REVALIDATE } from '../site/cache-policy';
import { setEmbeddableHeaders } from '../site/embed-files';
import { sectionName } from './build-folder';
import type { LiveReleases } from './live-releases';
import type { SectionLocator } from './section-locator';
import type { VersionChooser } from './version-choice';

/** A release's version in its URLs (build-folder.ts, releaseVersion). */
const versionPattern = /^[0-9a-f]{20}$/;
/** A file of a release, relative to its folder: plain names and folders, no `..`. */
const filePattern = /^(?:[A-Za-z0-9_@~-][A-Za-z0-9._@~-]*\/)*[A-Za-z0-9_@~-][A-Za-z0-9._@~-]*$/;
/** How long a request for an older release's file may wait for this server to copy it from the store. */
const COPY_TIMEOUT_MS = 10_000;

/** What of a release the browser may fetch: never its server build, nor the build's notes about itself. */
function servable(file: string): boolean {
  return filePattern.test(file) && !file.startsWith('server/') && file !== 'build-info.json';
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * `/remotes.json`, where each section lives now (SectionLocator), for pages the server did not
 * render; and `/releases/<section>/<version>/<file>`,
 * the files of every release the store still holds, live or not (a page rendered on a version
 * loads that version's files, from any replica, for as long as the store keeps it: docs/scaling.md,
 * "Skew protection"). A version's URL names one set of bytes for good, so they are cached as such.
 */
export async function releaseRoutes(
  app: FastifyInstance,
  options: { locator: SectionLocator; releases: LiveReleases | null; versions: VersionChooser },
): Promise<void> {
  // One body per set of sections (the live one, and the canaries and previews asked for lately).
  const manifests = new Map<string, CachedBody>();
  app.get('/remotes.json', async (request: FastifyRequest, reply: FastifyReply) => {
    // The visitor's own set: a page the server did not render loads the versions its pages would have.
    const chosen = await options.versions.choose(request, reply);
    const located = chosen.sections ?? options.locator.locate();
    if (!located.sections) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ message: located.error ?? 'no sections' });
    }
    const sections = located.sections;
    let body = manifests.get(located.version);
    if (!body) {
      const remotes = Object.fromEntries(remoteNames.map((name) => [name, { entry: sections[name].entry }]));
      body = cachedBody(JSON.stringify({ remotes }));
      if (manifests.size >= 16) manifests.delete(manifests.keys().next().value!);
      manifests.set(located.version, body);
    }
    reply.header('Cache-Control', chosen.key ? 'private, no-cache' : REVALIDATE).type('application/json; charset=utf-8');
    setEmbeddableHeaders(reply);
    // The sections differ by the visitor's canary bucket and preview (cookies); compression adds Accept-Encoding.
    addVary(reply, 'Cookie');
    return sendEncoded(request, reply, body);
  });

  app.get<{ Params: { section: string; version: string; '*': string } }>('/releases/:section/:version/*', async (request, reply) => {
    const { section, version } = request.params;
    const file = request.params['*'];
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!options.releases || !sectionName.test(section) || !versionPattern.test(version) || !servable(file)) return notFound();
    const folder = await withTimeout(options.releases.folderOf(section, version), COPY_TIMEOUT_MS, `copying ${section} ${version} from the store`);
    if (!folder) return notFound();
    // @fastify/static sends it (ranges, ETag, the .br/.gz the build wrote, and static-site.ts's headers).
    return reply.sendFile(`/${file}`, folder);
  });
}
