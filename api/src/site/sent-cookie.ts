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

function secure(request: FastifyRequest): string {
  return request.protocol === 'https' ? '; Secure' : '';
}

export function setSentCookie(request: FastifyRequest, reply: FastifyReply, kind: FormKind, path: string): void {
  const value = `${kind}.${encodeURIComponent(path)}`;
  reply.header('Set-Cookie', `${SENT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure(request)}`);
}

/** The form sent for this page, taking the cookie (cleared by this reply); null when there is none, or it is another page's. */
export function takeSentCookie(request: FastifyRequest, reply: FastifyReply, path: string): FormKind | null {
  const found = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SENT_COOKIE}=`));
  if (!found) return null;
  reply.header('Set-Cookie', `${SENT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`);
  const value = found.slice(SENT_COOKIE.length + 1);
  const dot = value.indexOf('.');
  const kind = value.slice(0, dot) as FormKind;
  let sentFrom: string;
  try {
    sentFrom = decodeURIComponent(value.slice(dot + 1));
  } catch {
    return null;
  }
  return dot > 0 && formKinds.includes(kind) && sentFrom === path ? kind : null;
}

/** A new key for the form of the page a send led to: the next message is a new submission. */
export function newFormKey(): string {
  return randomBytes(16).toString('hex');
}
