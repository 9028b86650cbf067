import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Content } from './load-content';

// The second half of the import (import.ts): what load-content.ts read, written in one transaction.

/** How many items of each kind one import wrote, and how many rows it removed. */
export interface ImportCounts {
  services: number;
  projects: number;
  project_categories: number;
  blogs: number;
  blog_categories: number;
  clients: number;
  portfolio: number;
  portfolio_images: number;
  media: number;
  removed: number;
}

type Trx = Transaction<Database>;

async function upsertCategories(trx: Trx, table: 'project_categories' | 'blog_categories', items: Content['projectCategories'], now: string) {
  const ids = new Map<string, number>();
  for (const [index, category] of items.entries()) {
    const row = await trx
      .insertInto(table)
      .values({ slug: category.slug, sort_order: index + 1, name_ar: category.name.ar, name_en: category.name.en, created_at: now, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('slug').doUpdateSet({ sort_order: index + 1, name_ar: category.name.ar, name_en: category.name.en, updated_at: now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(category.slug, row.id);
  }
  return ids;
}

/** Deletes the rows of `table` whose slug is not in `keep`; returns how many went. */
async function prune(
  trx: Trx,
  table: 'services' | 'projects' | 'project_categories' | 'blogs' | 'blog_categories' | 'clients' | 'portfolio_projects',
  keep: string[],
): Promise<number> {
  const query = trx.deleteFrom(table);
  const result = await (keep.length > 0 ? query.where('slug', 'not in', keep) : query).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const MEDIA_GRACE_MS = 7 * 24 * 3600 * 1000;

/** Writes `content` in one transaction (see import.ts). */
export async function writeContent(db: Kysely<Database>, content: Content): Promise<ImportCounts> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let removed = 0;
    for (let i = 0; i < content.media.length; i += 50) {
      await trx
        .insertInto('media')
        .values(content.media.slice(i, i + 50).map((row) => ({ ...row, created_at: now })))
        .onConflict((conflict) =>
          // Same id, same image (the id hashes the source); what is kept beside it may have
          // changed since (the tint), so a re-import refreshes that.
          conflict.column('id').doUpdateSet((update) => ({ tint: update.ref('excluded.tint') })),
        )
        .execute();
    }

    for (const service of content.services) {
      const values = {
        sort_order: service.sort_order,
        icon: service.icon,
        image_url: service.image_url,
        image_id: service.image_id,
        name_ar: service.name.ar,
        name_en: service.name.en,
        description_ar: service.description.ar,
        description_en: service.description.en,
        updated_at: now,
      };
      await trx
        .insertInto('services')
        .values({ slug: service.slug, ...values, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
        .execute();
    }
    removed += await prune(
      trx,
      'services',
      content.services.map((service) => service.slug),
    );

    const projectCategoryIds = await upsertCategories(trx, 'project_categories', content.projectCategories, now);
    for (const [index, project] of content.projects.entries()) {
      const values = {
        sort_order: index + 1,
        category_id: projectCategoryIds.get(project.category) ?? null,
        name_ar: project.name.ar,
        name_en: project.name.en,
        description_ar: project.description_html.ar,
        description_en: project.description_html.en,
        client_ar: project.client?.ar ?? null,
        client_en: project.client?.en ?? null,
        date: project.date,
        is_active: project.status === 'active' ? (1 as const) : (0 as const),
        image_id: project.image_id,
        updated_at: now,
      };
      const { id } = await trx
        .insertInto('projects')
        .values({ slug: project.slug, ...values, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, item] of project.gallery.entries()) {
        const child = { name_ar: item.name?.ar ?? null, name_en: item.name?.en ?? null, image_id: item.image_id };
        await trx
          .insertInto('project_images')
          .values({ project_id: id, position, ...child })
          .onConflict((conflict) => conflict.columns(['project_id', 'position']).doUpdateSet(child))
          .execute();
      }
      await trx.deleteFrom('project_images').where('project_id', '=', id).where('position', '>=', project.gallery.length).execute();
    }
    removed += await prune(
      trx,
      'projects',
      content.projects.map((project) => project.slug),
    );
    removed += await prune(
      trx,
      'project_categories',
      content.projectCategories.map((category) => category.slug),
    );

    const blogCategoryIds = await upsertCategories(trx, 'blog_categories', content.blogCategories, now);
    for (const blog of content.blogs) {
      const values = {
        category_id: blogCategoryIds.get(blog.category) ?? null,
        name_ar: blog.name.ar,
        name_en: blog.name.en,
        description_ar: blog.description.ar,
        description_en: blog.description.en,
        content_ar: blog.content_html.ar,
        content_en: blog.content_html.en,
        quote_ar: blog.quote?.ar ?? null,
        quote_en: blog.quote?.en ?? null,
        date: blog.date,
        is_best: blog.is_best ? (1 as const) : (0 as const),
        image_id: blog.image_id,
        updated_at: now,
      };
      await trx
        .insertInto('blogs')
        .values({ slug: blog.slug, ...values, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
        .execute();
    }
    removed += await prune(
      trx,
      'blogs',
      content.blogs.map((blog) => blog.slug),
    );
    removed += await prune(
      trx,
      'blog_categories',
      content.blogCategories.map((category) => category.slug),
    );

    for (const client of content.clients) {
      const values = {
        sort_order: client.sort_order,
        name_ar: client.name.ar,
        name_en: client.name.en,
        description_ar: client.description?.ar ?? null,
        description_en: client.description?.en ?? null,
        logo: client.logo_text,
        logo_id: client.logo_id,
        website: client.website,
        updated_at: now,
      };
      await trx
        .insertInto('clients')
        .values({ slug: client.slug, ...values, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
        .execute();
    }
    removed += await prune(
      trx,
      'clients',
      content.clients.map((client) => client.slug),
    );

    let portfolioImages = 0;
    for (const project of content.portfolio) {
      const values = {
        sort_order: project.sort_order,
        title_ar: project.title.ar,
        title_en: project.title.en,
        description_ar: project.description?.ar ?? null,
        description_en: project.description?.en ?? null,
        project_date: project.project_date,
        is_active: project.is_active ? (1 as const) : (0 as const),
        image_id: project.image_id,
        updated_at: now,
      };
      const { id } = await trx
        .insertInto('portfolio_projects')
        .values({ slug: project.slug, ...values, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, item] of project.gallery.entries()) {
        const child = {
          title_ar: item.title?.ar ?? null,
          title_en: item.title?.en ?? null,
          description_ar: item.description?.ar ?? null,
          description_en: item.description?.en ?? null,
          image_id: item.image_id,
        };
        await trx
          .insertInto('portfolio_images')
          .values({ project_id: id, position, ...child })
          .onConflict((conflict) => conflict.columns(['project_id', 'position']).doUpdateSet(child))
          .execute();
      }
      await trx.deleteFrom('portfolio_images').where('project_id', '=', id).where('position', '>=', project.gallery.length).execute();
      portfolioImages += project.gallery.length;
    }
    removed += await prune(
      trx,
      'portfolio_projects',
      content.portfolio.map((project) => project.slug),
    );

    for (const [key, data] of [
      ['about', content.about],
      ['contact', content.contact],
    ] as const) {
      if (data) {
        const json = JSON.stringify(data);
        await trx
          .insertInto('pages')
          .values({ key, data: json, updated_at: now })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ data: json, updated_at: now }))
          .execute();
      } else {
        await trx.deleteFrom('pages').where('key', '=', key).execute();
      }
    }

    // Images no item uses any more stay a week, for pages and CDNs that still name them.
    const used = content.media.map((row) => row.id);
    const cutoff = new Date(Date.now() - MEDIA_GRACE_MS).toISOString();
    const staleMedia = trx.deleteFrom('media').where('created_at', '<', cutoff);
    await (used.length > 0 ? staleMedia.where('id', 'not in', used) : staleMedia).execute();

    const version = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    await trx
      .insertInto('meta')
      .values({ key: 'content_version', value: version })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: version }))
      .execute();

    return {
      services: content.services.length,
      projects: content.projects.length,
      project_categories: content.projectCategories.length,
      blogs: content.blogs.length,
      blog_categories: content.blogCategories.length,
      clients: content.clients.length,
      portfolio: content.portfolio.length,
      portfolio_images: portfolioImages,
      media: content.media.length,
      removed,
    };
  });
}
