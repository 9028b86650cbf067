import type { FastifyRequest } from 'fastify';
import type { Language } from '@site/shared/contract';
import { LANGUAGE_COOKIE } from '@site/shared/state';
import { languageFromHeader } from '../http/language';

/** The language cookie's value, when it is one of ours. */
function cookieLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'ar' || value === 'en')) return value;
  }
  return null;
}

/**
 * The language of a page: `?lang=` (links carry it), else the session cookie the browser keeps
 * beside its session storage (the visitor's choice), else `Accept-Language`, else Arabic.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.['lang'];
  if (lang === 'ar' || lang === 'en') return lang;
  return cookieLanguage(request.headers.cookie) ?? languageFromHeader(request.headers['accept-language']);
}
