import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type {
  Language,
  Project,
  ProjectCategoriesResponse,
  ProjectCategory,
  ProjectDetailResponse,
  ProjectsListResponse,
  RelatedProject,
} from '@site/shared/contract';
import type { CategoriesColumns, ProjectsTable } from '../db/schema';
import { parseIdOrSlug, type ItemKey } from '../http/id-or-slug';
import { paginationOf, readOptionalPage, wholeList } from '../http/pagination';
import { excerptOf } from '../seed/html';
import { NotFound, cachedRead, flag, local, type ReadContext } from './read-context';

const RELATED_LIMIT = 3;
const MAX_PER_PAGE = 100;

type ProjectRow = Selectable<ProjectsTable> & {
  category_slug: string | null;
  category_name_ar: string | null;
  category_name_en: string | null;
};

function toCategory(row: Selectable<CategoriesColumns>, lang: Language): ProjectCategory {
  return { id: row.id, slug: row.slug, name: local(row, 'name', lang) };
}

/**
 * GET /v1/projects (everything, or `page`/`per_page`), /v1/projects/categories,
 * /v1/projects/category/{id|slug}, /v1/projects/{id|slug} and /v1/projects/slug/{slug}
 * (docs/api.md#routes-and-replies). `description` is the sanitised HTML; `summary` a plain-text excerpt of it.
 */
export async function projectsRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;

  const selectProjects = () =>
    db
      .selectFrom('projects')
      .leftJoin('project_categories', 'project_categories.id', 'projects.category_id')
      .selectAll('projects')
      .select(['project_categories.slug as category_slug', 'project_categories.name_ar as category_name_ar', 'project_categories.name_en as category_name_en']);

  function toProject(row: ProjectRow, lang: Language): Project {
    const description = local(row, 'description', lang);
    return {
      id: row.id,
      slug: row.slug,
      name: local(row, 'name', lang),
      title: local(row, 'name', lang),
      description,
      summary: excerptOf(description),
      category:
        row.category_id !== null && row.category_slug !== null
          ? { id: row.category_id, slug: row.category_slug, name: (lang === 'ar' ? row.category_name_ar : row.category_name_en) ?? '' }
          : null,
      ...media.image(row.image_id),
      date: row.date,
      created_at: row.created_at,
      is_active: flag(row.is_active),
      client: local(row, 'client', lang),
    };
  }

  async function list(query: unknown, lang: Language, categoryId?: number): Promise<ProjectsListResponse> {
    const base = () => (categoryId === undefined ? selectProjects() : selectProjects().where('projects.category_id', '=', categoryId));
    const counted = await db
      .selectFrom('projects')
      .$if(categoryId !== undefined, (q) => q.where('category_id', '=', categoryId!))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const total = Number(counted.count);
    const page = readOptionalPage(query, { perPage: 12, max: MAX_PER_PAGE }) ?? wholeList(total);
    const rows = await base()
      .orderBy('projects.sort_order')
      .orderBy('projects.id')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute();
    return { success: true, data: { ...paginationOf(total, page), data: rows.map((row) => toProject(row, lang)) } };
  }

  async function detail(key: ItemKey | null, lang: Language): Promise<ProjectDetailResponse | NotFound> {
    const row = key
      ? await selectProjects()
          .$call((q) => ('id' in key ? q.where('projects.id', '=', key.id) : q.where('projects.slug', '=', key.slug)))
          .executeTakeFirst()
      : undefined;
    if (!row) return new NotFound('Project not found');
    const gallery = await db.selectFrom('project_images').selectAll().where('project_id', '=', row.id).orderBy('position').execute();
    // Same category first, then the others, in list order.
    const related = await selectProjects()
      .where('projects.id', '!=', row.id)
      .orderBy((eb) =>
        eb
          .case()
          .when('projects.category_id', '=', row.category_id ?? -1)
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('projects.sort_order')
      .orderBy('projects.id')
      .limit(RELATED_LIMIT)
      .execute();
    const project: Project = {
      ...toProject(row, lang),
      gallaries: gallery.map((item) => ({ id: item.id, name: local(item, 'name', lang), ...media.image(item.image_id) })),
    };
    const relatedProjects: RelatedProject[] = related.map((other) => {
      const { image_url } = media.image(other.image_id);
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
