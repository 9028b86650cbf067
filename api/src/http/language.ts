import type { FastifyRequest } from 'fastify';
import type { Language } from '@site/shared/contract';
import { acceptedLanguages, isLanguage, LANGUAGE_COOKIE, resolveLanguage } from '@site/shared/state';

/**
 * The language of a request, by the site's one rule (docs/product.md#the-language-rule): what
 * it asks for (`?lang=`, or `asked`: a submission's `language`), else the session cookie the
 * browser keeps beside its session storage, else `Accept-Language`, else Arabic. The page
 * routes, the form posts and the API's reads and submissions all ask here; a reply that depends
 * on it varies by `Cookie` and `Accept-Language`.
 */
export function requestLanguage(request: FastifyRequest, asked?: unknown): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['lang'];
  return resolveLanguage({
    asked: isLanguage(asked) ? asked : typeof fromQuery === 'string' ? fromQuery : null,
    chosen: request.cookies[LANGUAGE_COOKIE],
    preferred: acceptedLanguages(request.headers['accept-language']),
  });
}

/**
 * What a reply in `requestLanguage(request)` varies by, for HTTP caches: nothing when the address
 * names the language (the browser's reads always do, so a CDN keeps one copy per URL), else the
 * cookie and `Accept-Language` it was decided from.
 */
export function languageVary(request: FastifyRequest): string[] {
  const query = request.query as Record<string, unknown> | undefined;
  return isLanguage(query?.['lang']) ? [] : ['Accept-Language', 'Cookie'];
}
