import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Content } from './load-content';
import { ar, atPosition, bySlug, en, writeBySlug, writeGallery, type Trx } from './upsert';

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

const MEDIA_GRACE_MS = 7 * 24 * 3600 * 1000;

/** Writes `content` in one transaction (see import.ts). */
export async function writeContent(db: Kysely<Database>, content: Content): Promise<ImportCounts> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await writeMedia(trx, content.media, now);
    let removed = await writeServices(trx, content, now);
    removed += await writeProjects(trx, content, now);
    removed += await writeBlogs(trx, content, now);
    removed += await writeClients(trx, content, now);
    removed += await writePortfolio(trx, content, now);
    await writePages(trx, content, now);
    await dropStaleMedia(trx, content.media);
    await bumpContentVersion(trx);
    return {
      services: content.services.length,
      projects: content.projects.length,
      project_categories: content.projectCategories.length,
      blogs: content.blogs.length,
      blog_categories: content.blogCategories.length,
      clients: content.clients.length,
      portfolio: content.portfolio.length,
      portfolio_images: content.portfolio.reduce((sum, project) => sum + project.gallery.length, 0),
      media: content.media.length,
      removed,
    };
  });
}

// Each writer below writes one kind by slug and returns how many of its rows it deleted.

async function writeServices(trx: Trx, content: Content, now: string): Promise<number> {
  const services = await writeBySlug(trx, 'services', content.services, (service) =>
    bySlug(service.slug, now, {
      sort_order: service.sort_order,
      icon: service.icon,
      image_url: service.image_url,
      image_id: service.image_id,
      name_ar: service.name.ar,
      name_en: service.name.en,
      description_ar: service.description.ar,
      description_en: service.description.en,
    }),
  );
  return services.prune();
}

/** A category's columns: its place and its name. */
const categoryColumns = (category: Content['projectCategories'][number], index: number) => ({
  sort_order: index + 1,
  name_ar: category.name.ar,
  name_en: category.name.en,
});

/** The projects with their galleries and categories (a category no project names any more goes after the projects). */
async function writeProjects(trx: Trx, content: Content, now: string): Promise<number> {
  const categories = await writeBySlug(trx, 'project_categories', content.projectCategories, (category, index) =>
    bySlug(category.slug, now, categoryColumns(category, index)),
  );
  const projects = await writeBySlug(
    trx,
    'projects',
    content.projects,
    (project, index) =>
      bySlug(project.slug, now, {
        sort_order: index + 1,
        category_id: categories.ids.get(project.category) ?? null,
        name_ar: project.name.ar,
        name_en: project.name.en,
        description_ar: project.description_html.ar,
        description_en: project.description_html.en,
        client_ar: ar(project.client),
        client_en: en(project.client),
        date: project.date,
        is_active: project.status === 'active' ? (1 as const) : (0 as const),
        image_id: project.image_id,
      }),
    (project, id) =>
      writeGallery(trx, 'project_images', id, project.gallery, (item, position) =>
        atPosition(id, position, { name_ar: ar(item.name), name_en: en(item.name), image_id: item.image_id }),
      ),
  );
  return (await projects.prune()) + (await categories.prune());
}

/** The articles and their categories (a category no article names any more goes after the articles). */
async function writeBlogs(trx: Trx, content: Content, now: string): Promise<number> {
  const categories = await writeBySlug(trx, 'blog_categories', content.blogCategories, (category, index) =>
    bySlug(category.slug, now, categoryColumns(category, index)),
  );
  const blogs = await writeBySlug(trx, 'blogs', content.blogs, (blog) =>
    bySlug(blog.slug, now, {
      category_id: categories.ids.get(blog.category) ?? null,
      name_ar: blog.name.ar,
      name_en: blog.name.en,
      description_ar: blog.description.ar,
      description_en: blog.description.en,
      content_ar: blog.content_html.ar,
      content_en: blog.content_html.en,
      quote_ar: ar(blog.quote),
      quote_en: en(blog.quote),
      date: blog.date,
      is_best: blog.is_best ? (1 as const) : (0 as const),
      image_id: blog.image_id,
    }),
  );
  return (await blogs.prune()) + (await categories.prune());
}

async function writeClients(trx: Trx, content: Content, now: string): Promise<number> {
  const clients = await writeBySlug(trx, 'clients', content.clients, (client) =>
    bySlug(client.slug, now, {
      sort_order: client.sort_order,
      name_ar: client.name.ar,
      name_en: client.name.en,
      description_ar: ar(client.description),
      description_en: en(client.description),
      logo: client.logo_text,
      logo_id: client.logo_id,
      website: client.website,
    }),
  );
  return clients.prune();
}

/** The design portfolio's projects with their galleries. */
async function writePortfolio(trx: Trx, content: Content, now: string): Promise<number> {
  const portfolio = await writeBySlug(
    trx,
    'portfolio_projects',
    content.portfolio,
    (project) =>
      bySlug(project.slug, now, {
        sort_order: project.sort_order,
        title_ar: project.title.ar,
        title_en: project.title.en,
        description_ar: ar(project.description),
        description_en: en(project.description),
        project_date: project.project_date,
        is_active: project.is_active ? (1 as const) : (0 as const),
        image_id: project.image_id,
      }),
    (project, id) =>
      writeGallery(trx, 'portfolio_images', id, project.gallery, (item, position) =>
        atPosition(id, position, {
          title_ar: ar(item.title),
          title_en: en(item.title),
          description_ar: ar(item.description),
          description_en: en(item.description),
          image_id: item.image_id,
        }),
      ),
  );
  return portfolio.prune();
}

/** The images, 50 a statement; one already there keeps its id (a hash of its source) and gets its tint anew. */
async function writeMedia(trx: Trx, media: Content['media'], now: string): Promise<void> {
  for (let i = 0; i < media.length; i += 50) {
    await trx
      .insertInto('media')
      .values(media.slice(i, i + 50).map((row) => ({ ...row, created_at: now })))
      .onConflict((conflict) => conflict.column('id').doUpdateSet((update) => ({ tint: update.ref('excluded.tint') })))
      .execute();
  }
}

/** The about and contact pages' data; a page the content no longer has is deleted. */
async function writePages(trx: Trx, content: Content, now: string): Promise<void> {
  for (const [key, data] of [
    ['about', content.about],
    ['contact', content.contact],
  ] as const) {
    if (!data) {
      await trx.deleteFrom('pages').where('key', '=', key).execute();
      continue;
    }
    const json = JSON.stringify(data);
    await trx
      .insertInto('pages')
      .values({ key, data: json, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ data: json, updated_at: now }))
      .execute();
  }
}

/** Images no item uses any more stay a week, for pages and CDNs that still name them. */
async function dropStaleMedia(trx: Trx, media: Content['media']): Promise<void> {
  const used = media.map((row) => row.id);
  const cutoff = new Date(Date.now() - MEDIA_GRACE_MS).toISOString();
  const stale = trx.deleteFrom('media').where('created_at', '<', cutoff);
  await (used.length > 0 ? stale.where('id', 'not in', used) : stale).execute();
}

/** A new content version: the API's caches and the pages' ETags change with it. */
async function bumpContentVersion(trx: Trx): Promise<void> {
  const version = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await trx
    .insertInto('meta')
    .values({ key: 'content_version', value: version })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: version }))
    .execute();
}
