import type { FastifyInstance } from 'fastify';
import type { About, AboutPageResponse, ContactPageResponse, Language, Statistics } from '@site/shared/contract';
import type { AboutFile, ContactFile } from '../seed/content-schema';
import { NotFound, cachedRead, type ReadContext } from './read-context';

function aboutOf(file: AboutFile, lang: Language): About {
  return {
    business_name: file.business_name[lang],
    business_description: file.business_description[lang],
    business_message: file.business_message?.[lang] ?? null,
  };
}

function statisticsOf(file: AboutFile): Statistics {
  const { years_of_experience, ...rest } = file.statistics;
  const years = years_of_experience ?? (file.founded !== null ? Math.max(1, new Date().getUTCFullYear() - file.founded) : null);
  return { ...rest, years_of_experience: years };
}

/**
 * GET /v1/pages/about, /v1/pages/contact and /v1/contact (the same data as the contact page):
 * the about and contact data of content/pages/, in the request's language.
 */
export async function pagesRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db } = context;

  async function page<T>(key: string): Promise<T | null> {
    const row = await db.selectFrom('pages').select('data').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.data) as T) : null;
  }

  app.get(
    '/pages/about',
    cachedRead(context, async (_request, lang): Promise<AboutPageResponse | NotFound> => {
      const about = await page<AboutFile>('about');
      if (!about) return new NotFound('Page not found');
      return { success: true, data: { ...aboutOf(about, lang), statistics: statisticsOf(about) } };
    }),
  );

  const contact = cachedRead(context, async (_request, lang): Promise<ContactPageResponse | NotFound> => {
    const [info, about] = await Promise.all([page<ContactFile>('contact'), page<AboutFile>('about')]);
    if (!info || !about) return new NotFound('Page not found');
    return {
      success: true,
      data: {
        contact_info: {
          phone: info.contact_info.phone,
          email: info.contact_info.email,
          address: info.contact_info.address[lang],
          working_hours: info.contact_info.working_hours[lang],
        },
        social_media: info.social_media.map((link) => ({ name: link.name, url: link.url, icon: link.icon })),
        about: aboutOf(about, lang),
        statistics: statisticsOf(about),
      },
    };
  });
  app.get('/pages/contact', contact);
  app.get('/contact', contact);
}
