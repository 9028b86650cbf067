import { z } from 'zod/mini';
import { remoteNames } from './remote-manifest';

/**
 * What a browser reports of an error on the site's pages or in a widget on a partner's page
 * (`POST /api/v1/client-errors`, sent with `sendBeacon`: docs/api.md, "Client error reports"). The
 * server counts it against the version of the section it came from; its text is never rendered
 * anywhere. At most CLIENT_ERROR_MAX_BYTES of JSON, as `text/plain` (a beacon's type, which needs no
 * preflight from a partner's page) or `application/json`.
 */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

/** How it was caught: the window's `error` and `unhandledrejection`, a section's error boundary, a container or chunk that did not load. */
export const clientErrorKinds = ['error', 'rejection', 'boundary', 'load'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

const version = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/));

export const clientErrorReportSchema = z.object({
  /** the page's path and query on the site, or the partner page's origin for a widget */
  page: z.string().check(z.minLength(1), z.maxLength(1024)),
  lang: z.enum(['ar', 'en']),
  kind: z.enum(clientErrorKinds),
  /** the section the error came from, when the reporter knows it (a container that did not load, a widget) */
  section: z.optional(z.enum(remoteNames)),
  /** each section's version on the page (the page's data), or the widget's */
  versions: z.optional(z.partialRecord(z.enum(remoteNames), version)),
  /** the widget that failed, on a partner's page */
  widget: z.optional(z.enum(['portfolio', 'consultation'])),
  name: z.optional(z.string().check(z.maxLength(200))),
  message: z.string().check(z.maxLength(2000)),
  /** the error's stack (where a section's files are named), cut */
  stack: z.optional(z.string().check(z.maxLength(6000))),
});

export type ClientErrorReport = z.output<typeof clientErrorReportSchema>;
