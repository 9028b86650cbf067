import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ERROR_MAX_BYTES, clientErrorReportSchema, type RemoteName } from '@site/shared/contract';
import type { OriginPolicy } from '../http/origins';
import { sendError } from '../http/errors';
import { attributeReport, ReportSampler } from '../observability/client-error-reports';
import type { SectionTraffic } from '../observability/section-traffic';
import { originGuard } from './submissions/origin-guard';
import { useRateLimits } from './submissions/rate-limits';

/** Reports per client address per minute: a page sends at most five (root-config/src/client-errors.ts); a few open tabs stay well within. */
const REPORTS_PER_MINUTE = 30;
/** A beacon's body is `text/plain`; a client may send JSON as such too. */
const REPORT_TYPES = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

export interface ClientErrorOptions {
  origins: OriginPolicy;
  rateLimits: boolean;
  rateLimitStore: FastifyRateLimitStoreCtor | null;
  traffic: SectionTraffic;
  /** whether a report's version is one the site serves or keeps (LiveReleases.knownVersion) */
  knownVersion: (container: string, version: string) => boolean;
  /** the live version of a section: a widget's, whose reports name no version (partner pages get the live version only) */
  liveVersion: (container: RemoteName) => string | null;
}

/**
 * `POST /api/v1/client-errors` (register under `/v1`): a browser's report of an error, from the
 * site's pages or from a widget on a partner's page (docs/api.md, "Client error reports"). In the
 * order a request meets them: the origin guard (403: the site and CORS_ORIGINS only), the body's
 * type (415) and size (413, over 8 KB), JSON (400), the rate limit per client (429), the
 * contract (422). A valid report answers 202 and is counted as a browser error of its section's
 * version, when that version is one the site has (a made-up one is not counted: it would take one
 * of the counts' bounded labels); under load, sampled (ReportSampler). Its text is kept nowhere
 * and rendered nowhere: one log line per distinct message, as data, at most once a minute each.
 */
export async function clientErrorRoutes(app: FastifyInstance, options: ClientErrorOptions): Promise<void> {
  await app.register(originGuard, { origins: options.origins });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: CLIENT_ERROR_MAX_BYTES }, (_request, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(Object.assign(new Error('Content-Type must be text/plain or application/json'), { statusCode: 415 }), undefined);
  });
  if (options.rateLimits) await useRateLimits(app, options.rateLimitStore);
  const sampler = new ReportSampler();
  const logged = new Map<string, number>();

  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      config: options.rateLimits ? { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } : {},
      onRequest: async (request, reply) => {
        const type = request.headers['content-type'];
        if (type === undefined || !REPORT_TYPES.test(type)) return sendError(reply, 415, 'Content-Type must be text/plain or application/json');
      },
    },
    async (request, reply) => {
      const parsed = clientErrorReportSchema.safeParse(request.body);
      if (!parsed.success) return sendError(reply, 422, `The report is malformed at ${parsed.error.issues[0]?.path.join('.') || 'its root'}`);
      reply.code(202).header('Cache-Control', 'no-store');
      const report = parsed.data;
      const attributed = attributeReport(report);
      const section = attributed.section;
      const version = attributed.version ?? (report.widget ? options.liveVersion(section) : null);
      if (version === null || !options.knownVersion(section, version)) return reply.send();
      const weight = sampler.weigh();
      if (weight > 0) options.traffic.count(section, version, 'browserErrors', weight);
      const key = `${section}\n${version}\n${report.kind}\n${report.message.slice(0, 200)}`;
      const now = performance.now();
      if ((logged.get(key) ?? Number.NEGATIVE_INFINITY) < now - 60_000) {
        if (logged.size >= 500) logged.clear();
        logged.set(key, now);
        request.log.warn({ section, version, kind: report.kind, widget: report.widget, message: report.message.slice(0, 300) }, 'a browser reported an error');
      }
      return reply.send();
    },
  );
}
