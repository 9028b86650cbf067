import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formKinds, type FormKind } from '@site/shared/contract';

/**
 * After a form sent without its code, the 303 to the page carries this cookie, which names the
 * form and the page and nothing the visitor wrote (docs/forms.md, "Without JavaScript"): the page
 * it leads to is rendered with the form's sent state, any replica can read it, and it is
 * cleared by that very answer, so a reload shows the page as it is and sends nothing.
 */
export const SENT_COOKIE = 'form-sent';
const MAX_AGE_SECONDS = 60;

/** How the cookie is written and cleared: the whole site reads it, scripts never, and only over HTTPS when the request came that way. */
const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const;

export function setSentCookie(reply: FastifyReply, kind: FormKind, path: string): void {
  reply.setCookie(SENT_COOKIE, `${kind}.${path}`, { ...COOKIE_OPTIONS, maxAge: MAX_AGE_SECONDS });
}

/** The form sent for this page, taking the cookie (cleared by this reply); null when there is none, or it is another page's. */
export function takeSentCookie(request: FastifyRequest, reply: FastifyReply, path: string): FormKind | null {
  const value = request.cookies[SENT_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(SENT_COOKIE, COOKIE_OPTIONS);
  const dot = value.indexOf('.');
  const kind = value.slice(0, dot) as FormKind;
  return dot > 0 && formKinds.includes(kind) && value.slice(dot + 1) === path ? kind : null;
}

/** A new key for the form of the page a send led to: the next message is a new submission. */
export function newFormKey(): string {
  return randomBytes(16).toString('hex');
}
