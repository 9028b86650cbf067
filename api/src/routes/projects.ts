import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  DEFAULT_PER_PAGE,
  type Language,
  type Project,
  type ProjectCategoriesResponse,
  type ProjectCategory,
  type ProjectDetailResponse,
  type ProjectListItem,
  type ProjectsListResponse,
  type RelatedProject,
} from '@site/shared/contract';
import type { CategoriesColumns, ProjectsTable } from '../db/schema';
import { parseIdOrSlug, type ItemKey } from '../http/id-or-slug';
import { offsetOf, paginationOf, readPage } from '../http/pagination';
import type { ImageLookup } from '../media/catalog';
import { excerptOf } from '../seed/html';
import { NotFound, cachedRead, flag, local, type ReadContext } from './read-context';

const RELATED_LIMIT = 3;

type ProjectRow = Selectable<ProjectsTable> & {
  category_slug: string | null;
  category_name_ar: string | null;
  category_name_en: string | null;
};

function toCategory(row: Selectable<CategoriesColumns>, lang: Language): ProjectCategory {
  return { id: row.id, slug: row.slug, name: local(row, 'name', lang) };
}

/**
 * GET /v1/projects (`page`, `per_page`), /v1/projects/categories, /v1/projects/category/{id|slug},
 * /v1/projects/{id|slug} and /v1/projects/slug/{slug} (docs/api.md#routes-and-replies). Lists carry what a card
 * shows (`summary`, a plain-text excerpt); a project's own reply adds `description`, the
 * sanitised HTML, and its gallery.
 */
export async function projectsRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;

  const selectProjects = () =>
    db
      .selectFrom('projects')
      .leftJoin('project_categories', 'project_categories.id', 'projects.category_id')
      .selectAll('projects')
      .select(['project_categories.slug as category_slug', 'project_categories.name_ar as category_name_ar', 'project_categories.name_en as category_name_en']);

  function toListItem(row: ProjectRow, lang: Language, images: ImageLookup): ProjectListItem {
    return {
      id: row.id,
      slug: row.slug,
      name: local(row, 'name', lang),
      title: local(row, 'name', lang),
      summary: excerptOf(local(row, 'description', lang)),
      category:
        row.category_id !== null && row.category_slug !== null
          ? { id: row.category_id, slug: row.category_slug, name: (lang === 'ar' ? row.category_name_ar : row.category_name_en) ?? '' }
          : null,
      ...images.image(row.image_id),
      date: row.date,
      created_at: row.created_at,
      is_active: flag(row.is_active),
      client: local(row, 'client', lang),
    };
  }

  async function list(query: unknown, lang: Language, categoryId?: number): Promise<ProjectsListResponse> {
    const page = readPage(query, { perPage: DEFAULT_PER_PAGE.projects });
    const [counted, rows] = await Promise.all([
      db
        .selectFrom('projects')
        .$if(categoryId !== undefined, (q) => q.where('category_id', '=', categoryId!))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      selectProjects()
        .$if(categoryId !== undefined, (q) => q.where('projects.category_id', '=', categoryId!))
        .orderBy('projects.sort_order')
        .orderBy('projects.id')
        .limit(page.perPage)
        .offset(offsetOf(page))
        .execute(),
    ]);
    const images = await media.lookup(rows.map((row) => row.image_id));
    return { success: true, data: { ...paginationOf(Number(counted.count), page), data: rows.map((row) => toListItem(row, lang, images)) } };
  }

  async function detail(key: ItemKey | null, lang: Language): Promise<ProjectDetailResponse | NotFound> {
    const row = key
      ? await selectProjects()
          .$call((q) => ('id' in key ? q.where('projects.id', '=', key.id) : q.where('projects.slug', '=', key.slug)))
          .executeTakeFirst()
      : undefined;
    if (!row) return new NotFound('Project not found');
    const [gallery, related] = await Promise.all([
      db.selectFrom('project_images').selectAll().where('project_id', '=', row.id).orderBy('position').execute(),
      // Same category first, then the others, in list order.
      db
        .selectFrom('projects')
        .select(['id', 'slug', 'name_ar', 'name_en', 'description_ar', 'description_en', 'image_id'])
        .where('id', '!=', row.id)
        .orderBy((eb) =>
          eb
            .case()
            .when('category_id', '=', row.category_id ?? -1)
            .then(0)
            .else(1)
            .end(),
        )
        .orderBy('sort_order')
        .orderBy('id')
        .limit(RELATED_LIMIT)
        .execute(),
    ]);
    const images = await media.lookup([row.image_id, ...gallery.map((item) => item.image_id), ...related.map((other) => other.image_id)]);
    const project: Project = {
      ...toListItem(row, lang, images),
      description: local(row, 'description', lang),
      gallaries: gallery.map((item) => ({ id: item.id, name: local(item, 'name', lang), ...images.image(item.image_id) })),
    };
    const relatedProjects: RelatedProject[] = related.map((other) => {
      const { image_url } = images.image(other.image_id);
      return {
        id: other.id,
        slug: other.slug,
        title: local(other, 'name', lang),
        name: local(other, 'name', lang),
        description: excerptOf(local(other, 'description', lang)),
        image_url,
        image: image_url,
      };
    });
    return { success: true, data: { project, related_projects: relatedProjects } };
  }

  app.get(
    '/projects',
    cachedRead(context, (request, lang) => list(request.query, lang)),
  );

  app.get(
    '/projects/categories',
    cachedRead(context, async (_request, lang): Promise<ProjectCategoriesResponse> => {
      const rows = await db.selectFrom('project_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
      return { success: true, data: { categories: rows.map((row) => toCategory(row, lang)) } };
    }),
  );

  app.get<{ Params: { category: string } }>(
    '/projects/category/:category',
    cachedRead<{ Params: { category: string } }>(context, async (request, lang) => {
      const key = parseIdOrSlug(request.params.category);
      const category = key
        ? await db
            .selectFrom('project_categories')
            .select('id')
            .$call((q) => ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)))
            .executeTakeFirst()
        : undefined;
      if (!category) return new NotFound('Category not found');
      return list(request.query, lang, category.id);
    }),
  );

  app.get<{ Params: { slug: string } }>(
    '/projects/slug/:slug',
    cachedRead<{ Params: { slug: string } }>(context, (request, lang) => detail({ slug: request.params.slug }, lang)),
  );

  app.get<{ Params: { idOrSlug: string } }>(
    '/projects/:idOrSlug',
    cachedRead<{ Params: { idOrSlug: string } }>(context, (request, lang) => detail(parseIdOrSlug(request.params.idOrSlug), lang)),
  );
}
