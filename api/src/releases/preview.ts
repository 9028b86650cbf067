import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remoteNames, type Language, type RemoteName } from '@site/shared/contract';
import { loadTexts } from '@site/shared/i18n';
import { paths } from '@site/shared/site';
import { sectionName } from './build-folder';
import type { LiveReleases } from './live-releases';
import { sign, verify } from './signing';

/** The cookie that makes a browser see a section's release before anyone else (docs/scaling.md, "Preview"). */
const PREVIEW_COOKIE = 'nasaq-preview';
/** How long opening a preview link previews for. */
const PREVIEW_COOKIE_SECONDS = 60 * 60;
/** How long a preview link can be opened after `npm run release -- <section> --preview` printed it. */
const PREVIEW_LINK_SECONDS = 24 * 60 * 60;
const LINK_PURPOSE = 'preview-link';
const releaseVersion = /^[0-9a-f]{20}$/;

/** A section's release previewed by this browser, until its cookie expires. */
export interface Preview {
  /** its folder name (`mf-portfolio`) */
  section: string;
  container: RemoteName;
  version: string;
  /** when the preview ends, in seconds since 1970 */
  until: number;
}

/** The federation container of a section folder (`mf-portfolio`: `mf_portfolio`), null for none of the site's. */
export function containerOf(section: string): RemoteName | null {
  const container = section.replace(/-/g, '_');
  return (remoteNames as readonly string[]).includes(container) ? (container as RemoteName) : null;
}

/** The site path of a preview link: opening it previews `version` of `section` (signed with the site's key, it cannot be made up). */
export function previewLinkPath(key: Buffer, section: string, version: string, now = Date.now()): string {
  const until = String(Math.floor(now / 1000) + PREVIEW_LINK_SECONDS);
  return `/preview/${section}/${version}?until=${until}&sig=${sign(key, LINK_PURPOSE, [section, version, until])}`;
}

/** Where a preview link leads: the section's own first page (the shell and the pages are on every page: home). */
function landing(section: string): string {
  if (section === 'mf-portfolio') return paths.portfolio;
  if (section === 'mf-forms') return paths.consultation;
  return paths.home;
}

/** A site path to come back to (never another origin: `//host` and `/\host` are refused), else home. */
function sitePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : paths.home;
}

/** The preview this request's cookie names, when its signature holds and it has not expired; null for none (a forged or expired one is ignored). */
export function previewOf(request: FastifyRequest, now = Date.now()): Preview | null {
  const raw = request.cookies[PREVIEW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const [section = '', version = '', until = ''] = unsigned.value.split('~');
  const container = containerOf(section);
  const ends = Number(until);
  if (!container || !sectionName.test(section) || !releaseVersion.test(version) || !(ends * 1000 > now)) return null;
  return { section, container, version, until: ends };
}

/** The way out of a preview, back to `path`. */
export function leavePreviewHref(path: string): string {
  return `/preview/leave?to=${encodeURIComponent(path)}`;
}

/** The invalid link's answer, in both languages (the browser opening it may be set to either). */
async function invalidLink(reply: FastifyReply): Promise<FastifyReply> {
  const lines = await Promise.all((['ar', 'en'] as Language[]).map(async (lang) => (await loadTexts(lang, 'meta')).preview.invalidLink));
  return reply
    .code(403)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`${lines.join('\n')}\n`);
}

/**
 * `GET /preview/<section>/<version>?until=&sig=`: a preview link (printed by `npm run release --
 * <section> --preview`). When its signature holds, it has not expired and the store holds that
 * release, it gives this browser a signed `HttpOnly` cookie for PREVIEW_COOKIE_SECONDS and leads to
 * the section's page: every page it opens then uses that release of the section, on every replica.
 * `GET /preview/leave?to=<path>` ends it.
 */
export async function previewRoutes(app: FastifyInstance, options: { key: Buffer; releases: LiveReleases | null }): Promise<void> {
  app.get<{ Params: { section: string; version: string }; Querystring: { until?: string; sig?: string } }>(
    '/preview/:section/:version',
    async (request, reply) => {
      const { section, version } = request.params;
      const { until = '', sig = '' } = request.query;
      const valid =
        sectionName.test(section) &&
        containerOf(section) !== null &&
        releaseVersion.test(version) &&
        Number(until) * 1000 > Date.now() &&
        verify(options.key, LINK_PURPOSE, [section, version, until], sig);
      // Its files copied here now: the first page of the preview renders at once.
      const folder = valid && options.releases ? await options.releases.folderOf(section, version).catch(() => null) : null;
      if (!folder) return invalidLink(reply);
      const ends = Math.floor(Date.now() / 1000) + PREVIEW_COOKIE_SECONDS;
      reply.setCookie(PREVIEW_COOKIE, `${section}~${version}~${ends}`, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        path: '/',
        maxAge: PREVIEW_COOKIE_SECONDS,
      });
      return reply.code(303).header('Cache-Control', 'no-store').redirect(landing(section));
    },
  );
  app.get<{ Querystring: { to?: string } }>('/preview/leave', async (request, reply) => {
    reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
    return reply.code(303).header('Cache-Control', 'no-store').redirect(sitePath(request.query.to));
  });
}
