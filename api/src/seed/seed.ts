import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serviceFileSchema } from './content-schema';
import { readContentFolder } from './read-content';

/** Fills an empty database from content/; a database that has services is left alone. */
export async function seedIfEmpty(db: Kysely<Database>, contentDir: string): Promise<{ services: number }> {
  const existing = await db.selectFrom('services').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return { services: 0 };

  const services = readContentFolder(path.join(contentDir, 'services'), serviceFileSchema);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (services.length === 0) return;
    await trx
      .insertInto('services')
      .values(
        services.map((service) => ({
          slug: service.slug,
          sort_order: service.sort_order,
          icon: service.icon,
          image_url: service.image_url,
          name_ar: service.name.ar,
          name_en: service.name.en,
          description_ar: service.description.ar,
          description_en: service.description.en,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
  return { services: services.length };
}
