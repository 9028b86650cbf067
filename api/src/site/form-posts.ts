import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  consultationForm,
  contactForm,
  formField,
  formKinds,
  nameProblems,
  newsletterForm,
  submissionPaths,
  validateSubmission,
  type Failure,
  type FormKind,
  type FormOutcome,
  type HtmlForm,
  type PayloadTexts,
} from '@site/shared/contract';
import { loadTexts } from '@site/shared/i18n';
import { isAllowedOrigin } from '../http/origins';
import { useFormBodies } from './form-body';
import { requestLanguage } from '../http/language';
import { setSentCookie } from './sent-cookie';

/** A submission sent in process to its JSON route (`/api/v1/...`), as the browser's code would send it. */
export type SubmitJson = (
  request: FastifyRequest,
  apiPath: string,
  body: object,
  idempotencyKey: string,
) => Promise<{ status: number; json: string; retryAfter: string | undefined }>;

/** Renders the page the form was posted to with the form's outcome (never cached), answering `status`. */
export type RenderOutcome = (request: FastifyRequest, reply: FastifyReply, outcome: FormOutcome, status: number) => Promise<FastifyReply>;

export interface FormPostOptions {
  submit: SubmitJson;
  render: RenderOutcome;
  publicUrl: string | null;
}

const forms: Record<FormKind, HtmlForm<string, object>> = { contact: contactForm, consultation: consultationForm, newsletter: newsletterForm };
const rules = { validateSubmission, nameProblems };
/** The key a page's form carries: empty on the page everyone gets, random after a send (form-posts' outcomes). */
const pageKey = /^[A-Za-z0-9_-]{0,64}$/;

/** The path of a page a form may be posted to: one slash first, no file extension, outside /api. Else null. */
export function postablePage(url: string): string | null {
  const pathname = url.split('?')[0] ?? '';
  if (!/^\/(?![/\\])[^\\]*$/.test(pathname) || pathname.startsWith('/api/') || path.posix.extname(pathname) !== '') return null;
  return pathname;
}

function plain(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

const fingerprint = (body: object) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

/** A refusal or failure of the JSON route, as the forms tell it (failure.ts in mf-forms), with the problems of a 422 on the form's fields. */
function refusal(status: number, json: string): { failure: Failure; errors: Record<string, string> | null } {
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = JSON.parse(json) as typeof body;
  } catch {
    // A reply that is no JSON says nothing more than its status.
  }
  const failure: Failure = typeof body.message === 'string' && body.message ? { status, message: body.message } : { status };
  const errors = status === 422 && typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string>) : null;
  return { failure, errors };
}

/**
 * A form the browser sent itself (docs/forms.md, "Without JavaScript"): posted to the page it is
 * on, as `application/x-www-form-urlencoded`. The page's own origin only (403 for any other);
 * checked with the form's own rules (the contract's html-forms.ts, the same as in the browser);
 * then sent in process to the JSON route, so the rate limits, the honeypot, the Idempotency-Key,
 * the contract's validation and the write are that route's own. Sent: 303 to the page (its
 * address and nothing more), which shows the form's sent state. Not sent (its problems, a
 * refusal, a failure): the page itself, rendered with the form as it was, what was typed kept.
 */
export async function formPosts(app: FastifyInstance, options: FormPostOptions): Promise<void> {
  useFormBodies(app);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'a form post failed');
    return plain(reply, status, status === 500 ? 'Internal server error' : error.message);
  });
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    // Only this site's pages post their forms here (partner sites use the JSON API).
    if (origin !== undefined && !isAllowedOrigin(origin, request, { fixed: new Set(), partners: null, publicOrigin: options.publicUrl })) {
      return plain(reply, 403, 'Origin not allowed');
    }
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = postablePage(request.url);
    if (page === null) return plain(reply, 404, 'Not found');
    const fields = request.body as Record<string, string>;
    const kind = fields[formField.kind] as FormKind;
    if (!formKinds.includes(kind)) return plain(reply, 400, 'Unknown form');
    const key = fields[formField.key] ?? '';
    if (!pageKey.test(key)) return plain(reply, 400, 'Malformed form key');
    const form = forms[kind];
    const lang = requestLanguage(request);
    const values = Object.fromEntries([...form.fields, formField.honeypot].map((name) => [name, fields[name] ?? '']));
    const typed = Object.fromEntries(form.fields.map((name) => [name, values[name] ?? '']));

    // A filled honeypot goes to the JSON route as it is, which answers a bot as it answers a send and stores nothing.
    // The forms' text pack (the contact subject is the service type as the visitor read it): loaded once, then kept.
    const texts: PayloadTexts = await loadTexts(lang, 'forms');
    const problems = values[formField.honeypot] ? {} : form.problems(values, rules, texts);
    if (Object.keys(problems).length > 0) return options.render(request, reply, { form: kind, key, state: 'invalid', values: typed, problems }, 422);

    const body = { ...form.payload(values, texts), language: lang };
    // The same body from the same page is one submission (a double press, a resend after a
    // failure); the page's key tells apart a new one after a send.
    const answer = await options.submit(request, submissionPaths[kind], body, `form.${key || '-'}.${fingerprint(body)}`);
    if (answer.status >= 200 && answer.status < 300) {
      setSentCookie(reply, kind, page);
      return reply.code(303).header('Cache-Control', 'no-store').header('Location', `${page}?lang=${lang}#${kind}-form`).send();
    }
    const { failure, errors } = refusal(answer.status, answer.json);
    const onFields = errors ? form.serverProblems(errors, values, rules) : {};
    if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
    const failed: FormOutcome = {
      form: kind,
      key,
      state: 'failed',
      values: typed,
      failure,
      ...(Object.keys(onFields).length > 0 ? { problems: onFields } : {}),
    };
    return options.render(request, reply, failed, answer.status);
  };
  app.post('/', handle);
  app.post('/*', handle);
}
