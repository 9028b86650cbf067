import type { FastifyRequest } from 'fastify';
import type { Language } from '@site/shared/contract';

/**
 * The language of a read: `?lang=ar|en` first, then the first supported language of
 * `Accept-Language` (by q-value), else Arabic, the site's default.
 */
export function resolveLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.['lang'];
  if (lang === 'ar' || lang === 'en') return lang;
  return languageFromHeader(request.headers['accept-language']);
}

export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'ar';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('ar')) return 'ar';
    if (tag.startsWith('en')) return 'en';
  }
  return 'ar';
}
