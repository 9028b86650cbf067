import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import type { Motif, Shape } from '../media/compose';
import { mediaPath } from '../media/catalog';
import { logoMarks } from '../media/logo';
import { fileMedia, generatedMedia, logoMedia, mediaName, type MediaRow } from '../media/media-source';
import { hashString } from '../media/random';
import {
  aboutFileSchema,
  blogFrontMatterSchema,
  categoriesFileSchema,
  clientFileSchema,
  contactFileSchema,
  portfolioFileSchema,
  projectFileSchema,
  serviceImportSchema,
  type ImageSpec,
} from './content-schema';
import { markdownToHtml } from './html';
import { readContentFolder } from './read-content';
import { readMarkdownFolder } from './read-markdown';

/**
 * The import of content/ into the database: the first start's seed and `npm run content:import`.
 * Everything is read and validated first (an error names the file and field, and nothing is
 * written); then one transaction inserts or updates every item by slug, removes the items
 * whose files were deleted, and bumps `content_version` so running servers drop their caches.
 * Visitors' submissions (messages, consultations, subscribers) are never touched.
 */
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

const serviceMotifs: Record<string, Motif> = {
  code: 'browser',
  smartphone: 'phone',
  'shopping-cart': 'shop',
  megaphone: 'social',
  database: 'database',
  shield: 'shield',
  palette: 'design',
  receipt: 'invoice',
  users: 'team',
};

const curatedHues = [205, 222, 245, 262, 190, 172, 155, 330, 350, 18, 32, 280];

function hueFor(seed: string): number {
  return curatedHues[hashString(seed) % curatedHues.length]!;
}

function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const where = path.relative(process.cwd(), file);
  if (!existsSync(file)) throw new Error(`Missing content file ${where}`);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid content file ${where}: not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Invalid content file ${where}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function folderOrEmpty<T>(folder: string, read: () => T[]): T[] {
  return existsSync(folder) ? read() : [];
}

function uniqueSlugs(kind: string, items: { slug: string }[]): void {
  const seen = new Set<string>();
  for (const { slug } of items) {
    if (seen.has(slug)) throw new Error(`Two ${kind} use the slug "${slug}": slugs must be unique`);
    seen.add(slug);
  }
}

/** Everything in content/, validated, with the media each item needs. */
export function readContent(contentDir: string) {
  const media = new Map<string, MediaRow>();
  const image = (spec: ImageSpec | undefined, name: string, seed: string, fallback: { motif: Motif; shape?: Shape; hue?: number }): string => {
    const row =
      typeof spec === 'string'
        ? fileMedia(name, contentDir, spec)
        : generatedMedia(name, seed, { motif: spec?.motif ?? fallback.motif, shape: spec?.shape ?? fallback.shape, hue: spec?.hue ?? fallback.hue ?? hueFor(seed) });
    media.set(row.id, row);
    return row.id;
  };

  const at = (...parts: string[]) => path.join(contentDir, ...parts);

  const services = readContentFolder(at('services'), serviceImportSchema).map((service) => ({
    ...service,
    image_id: service.image_url
      ? null
      : image(service.image, mediaName('service', service.slug), `service:${service.slug}`, { motif: serviceMotifs[service.icon ?? ''] ?? 'browser' }),
  }));
  uniqueSlugs('services', services);

  const projectCategories = existsSync(at('categories', 'projects.yaml')) ? readYaml(at('categories', 'projects.yaml'), categoriesFileSchema) : [];
  const blogCategories = existsSync(at('categories', 'blog.yaml')) ? readYaml(at('categories', 'blog.yaml'), categoriesFileSchema) : [];
  uniqueSlugs('project categories', projectCategories);
  uniqueSlugs('blog categories', blogCategories);

  const projects = folderOrEmpty(at('projects'), () => readContentFolder(at('projects'), projectFileSchema)).map((project) => {
    if (!projectCategories.some((category) => category.slug === project.category)) {
      throw new Error(`Project "${project.slug}" names the category "${project.category}", which content/categories/projects.yaml does not list`);
    }
    const motif = project.image && typeof project.image !== 'string' ? project.image.motif : 'browser';
    const hue = project.image && typeof project.image !== 'string' && project.image.hue !== undefined ? project.image.hue : hueFor(project.slug);
    return {
      ...project,
      description_html: { ar: markdownToHtml(project.description.ar), en: markdownToHtml(project.description.en) },
      image_id: image(project.image, mediaName('project', project.slug), `project:${project.slug}`, { motif }),
      gallery: project.gallery.map((item, index) => ({
        ...item,
        image_id: image(item.image, mediaName('project', project.slug, index + 1), `project:${project.slug}:${index + 1}`, { motif, hue }),
      })),
    };
  });
  uniqueSlugs('projects', projects);

  const blogs = folderOrEmpty(at('blog'), () => readMarkdownFolder(at('blog'), blogFrontMatterSchema)).map(({ file, data, body }) => {
    if (!blogCategories.some((category) => category.slug === data.category)) {
      throw new Error(`Blog article ${file} names the category "${data.category}", which content/categories/blog.yaml does not list`);
    }
    return {
      ...data,
      content_html: { ar: markdownToHtml(body.ar), en: markdownToHtml(body.en) },
      image_id: image(data.image, mediaName('blog', data.slug), `blog:${data.slug}`, { motif: 'browser' }),
    };
  });
  uniqueSlugs('blog articles', blogs);

  const clients = folderOrEmpty(at('clients'), () => readContentFolder(at('clients'), clientFileSchema)).map((client) => {
    let logoId: string | null = null;
    let logoText = client.logo ?? null;
    if (logoText && /^media\/[A-Za-z0-9._\/-]+\.svg$/.test(logoText)) {
      // A logo file of content/, named by a path relative to the API host (spec section 2: the
      // client resolves such a path against the API host).
      const row = fileMedia(mediaName('client', client.slug), contentDir, logoText, 'vector');
      media.set(row.id, row);
      logoText = mediaPath(row);
    } else if (client.logo === undefined) {
      const row = logoMedia(mediaName('client', client.slug), client.name.en, client.mark ?? logoMarks[hashString(client.slug) % logoMarks.length]!, client.hue ?? hueFor(client.slug));
      media.set(row.id, row);
      logoId = row.id;
    }
    return { ...client, logo_text: logoText, logo_id: logoId };
  });
  uniqueSlugs('clients', clients);

  const portfolio = folderOrEmpty(at('portfolio'), () => readContentFolder(at('portfolio'), portfolioFileSchema)).map((project) => {
    const hue = project.style.hue ?? hueFor(project.slug);
    return {
      ...project,
      image_id: image(project.image, mediaName('portfolio', project.slug), `portfolio:${project.slug}`, { motif: project.style.motifs[0]!, shape: project.style.shape, hue }),
      gallery: project.gallery.map((item, index) => ({
        ...item,
        image_id: image(item.image, mediaName('portfolio', project.slug, index + 1), `portfolio:${project.slug}:${index + 1}`, {
          motif: project.style.motifs[index % project.style.motifs.length]!,
          shape: project.style.shape,
          hue,
        }),
      })),
    };
  });
  uniqueSlugs('portfolio projects', portfolio);

  const about = existsSync(at('pages', 'about.yaml')) ? readYaml(at('pages', 'about.yaml'), aboutFileSchema) : null;
  const contact = existsSync(at('pages', 'contact.yaml')) ? readYaml(at('pages', 'contact.yaml'), contactFileSchema) : null;

  return { services, projectCategories, blogCategories, projects, blogs, clients, portfolio, about, contact, media: [...media.values()] };
}

export type Content = ReturnType<typeof readContent>;

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
async function prune(trx: Trx, table: 'services' | 'projects' | 'project_categories' | 'blogs' | 'blog_categories' | 'clients' | 'portfolio_projects', keep: string[]): Promise<number> {
  const query = trx.deleteFrom(table);
  const result = await (keep.length > 0 ? query.where('slug', 'not in', keep) : query).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const MEDIA_GRACE_MS = 7 * 24 * 3600 * 1000;

/** Writes `content` in one transaction (see the module comment). */
export async function writeContent(db: Kysely<Database>, content: Content): Promise<ImportCounts> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let removed = 0;
    for (let i = 0; i < content.media.length; i += 50) {
      await trx
        .insertInto('media')
        .values(content.media.slice(i, i + 50).map((row) => ({ ...row, created_at: now })))
        .onConflict((conflict) =>
          // Same id, same image (the id hashes the source); its placeholder's encoding may
          // have changed since (spaces escaped for valid HTML), so a re-import refreshes it.
          conflict.column('id').doUpdateSet((update) => ({ placeholder: update.ref('excluded.placeholder') })),
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
    removed += await prune(trx, 'services', content.services.map((service) => service.slug));

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
    removed += await prune(trx, 'projects', content.projects.map((project) => project.slug));
    removed += await prune(trx, 'project_categories', content.projectCategories.map((category) => category.slug));

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
    removed += await prune(trx, 'blogs', content.blogs.map((blog) => blog.slug));
    removed += await prune(trx, 'blog_categories', content.blogCategories.map((category) => category.slug));

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
    removed += await prune(trx, 'clients', content.clients.map((client) => client.slug));

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
    removed += await prune(trx, 'portfolio_projects', content.portfolio.map((project) => project.slug));

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

export async function importContent(db: Kysely<Database>, contentDir: string): Promise<ImportCounts> {
  return writeContent(db, readContent(contentDir));
}
