import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import {
  DEFAULT_PER_PAGE,
  RECENT_POSTS,
  type BlogCategoriesResponse,
  type BlogDetailResponse,
  type BlogListItem,
  type BlogListResponse,
  type BlogPost,
  type Language,
} from '@site/shared/contract';
import { readingMinutes } from '@site/shared/format';
import type { BlogsTable, Database } from '../db/schema';
import { parseIdOrSlug, type ItemKey } from '../http/id-or-slug';
import { offsetOf, paginationOf, readPage } from '../http/pagination';
import type { ImageLookup } from '../media/catalog';
import { NotFound, cachedRead, flag, local, type ReadContext } from './read-context';

const RELATED_LIMIT = 3;
const MAX_SEARCH = 100;

type BlogRow = Selectable<BlogsTable> & {
  category_slug: string | null;
  category_name_ar: string | null;
  category_name_en: string | null;
};

/** `%` and `_` match literally in a search term. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * GET /v1/blogs (`page`, `per_page`, `search`, `category`), /v1/blogs/recent (`limit`, default
 * 3), /v1/blogs/categories, /v1/blogs/category/{id|slug}, /v1/blogs/{id|slug} and
 * /v1/blogs/slug/{slug} (docs/api.md#routes-and-replies). Newest first. Lists carry what a card shows, with the
 * reading time counted here; only an article's own reply carries its body.
 */
export async function blogsRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db, media } = context;

  const selectBlogs = () =>
    db
      .selectFrom('blogs')
      .leftJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
      .selectAll('blogs')
      .select(['blog_categories.slug as category_slug', 'blog_categories.name_ar as category_name_ar', 'blog_categories.name_en as category_name_en']);

  function toListItem(row: BlogRow, lang: Language, images: ImageLookup): BlogListItem {
    return {
      id: row.id,
      slug: row.slug,
      name: local(row, 'name', lang),
      description: local(row, 'description', lang),
      date: row.date,
      created_at: row.created_at,
      ...images.image(row.image_id),
      is_best: flag(row.is_best),
      category:
        row.category_id !== null && row.category_slug !== null
          ? { id: row.category_id, slug: row.category_slug, name: (lang === 'ar' ? row.category_name_ar : row.category_name_en) ?? '' }
          : null,
      reading_minutes: readingMinutes(local(row, 'content', lang)),
    };
  }

  function toBlog(row: BlogRow, lang: Language, images: ImageLookup): BlogPost {
    return { ...toListItem(row, lang, images), content: local(row, 'content', lang), quote: local(row, 'quote', lang) };
  }

  async function listItems(rows: BlogRow[], lang: Language): Promise<BlogListItem[]> {
    const images = await media.lookup(rows.map((row) => row.image_id));
    return rows.map((row) => toListItem(row, lang, images));
  }

  async function categoryId(value: string): Promise<number | null> {
    const key = parseIdOrSlug(value);
    if (!key) return null;
    const row = await db
      .selectFrom('blog_categories')
      .select('id')
      .$call((q) => ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)))
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async function list(query: Record<string, unknown>, lang: Language, category: number | null): Promise<BlogListResponse> {
    const search = typeof query['search'] === 'string' ? query['search'].trim().slice(0, MAX_SEARCH) : '';
    const where = (eb: ExpressionBuilder<Database, 'blogs'>) => {
      const parts: Expression<SqlBool>[] = [];
      if (category !== null) parts.push(eb('blogs.category_id', '=', category));
      if (search !== '') {
        const pattern = likePattern(search);
        const columns =
          lang === 'ar'
            ? (['blogs.name_ar', 'blogs.description_ar', 'blogs.content_ar'] as const)
            : (['blogs.name_en', 'blogs.description_en', 'blogs.content_en'] as const);
        parts.push(eb.or(columns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`))));
      }
      return eb.and(parts);
    };
    const page = readPage(query, { perPage: DEFAULT_PER_PAGE.blogs });
    const [counted, rows] = await Promise.all([
      db
        .selectFrom('blogs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(where)
        .executeTakeFirstOrThrow(),
      selectBlogs().where(where).orderBy('blogs.date', 'desc').orderBy('blogs.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute(),
    ]);
    return { success: true, data: { ...paginationOf(Number(counted.count), page), data: await listItems(rows, lang) } };
  }

  async function detail(key: ItemKey | null, lang: Language): Promise<BlogDetailResponse | NotFound> {
    const row = key
      ? await selectBlogs()
          .$call((q) => ('id' in key ? q.where('blogs.id', '=', key.id) : q.where('blogs.slug', '=', key.slug)))
          .executeTakeFirst()
      : undefined;
    if (!row) return new NotFound('Blog post not found');
    const related = await selectBlogs()
      .where('blogs.id', '!=', row.id)
      .orderBy((eb) =>
        eb
          .case()
          .when('blogs.category_id', '=', row.category_id ?? -1)
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('blogs.date', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(RELATED_LIMIT)
      .execute();
    const images = await media.lookup([row.image_id, ...related.map((other) => other.image_id)]);
    return { success: true, data: { blog: toBlog(row, lang, images), related_blogs: related.map((other) => toListItem(other, lang, images)) } };
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    '/blogs',
    cachedRead<{ Querystring: Record<string, unknown> }>(context, async (request, lang) => {
      const wanted = request.query['category'];
      let category: number | null = null;
      if (typeof wanted === 'string' && wanted !== '') {
        category = await categoryId(wanted);
        if (category === null) return new NotFound('Category not found');
      }
      return list(request.query, lang, category);
    }),
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/blogs/recent',
    cachedRead<{ Querystring: Record<string, unknown> }>(context, async (request, lang): Promise<BlogListResponse> => {
      const limit = positiveInt(request.query['limit'] ?? request.query['per_page'], RECENT_POSTS.default, RECENT_POSTS.max);
      const rows = await selectBlogs().orderBy('blogs.date', 'desc').orderBy('blogs.id', 'desc').limit(limit).execute();
      return { success: true, data: { ...paginationOf(rows.length, { page: 1, perPage: limit }), data: await listItems(rows, lang) } };
    }),
  );

  app.get(
    '/blogs/categories',
    cachedRead(context, async (_request, lang): Promise<BlogCategoriesResponse> => {
      const rows = await db.selectFrom('blog_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
      return { success: true, data: { categories: rows.map((row) => ({ id: row.id, slug: row.slug, name: local(row, 'name', lang) })) } };
    }),
  );

  app.get<{ Params: { category: string }; Querystring: Record<string, unknown> }>(
    '/blogs/category/:category',
    cachedRead<{ Params: { category: string }; Querystring: Record<string, unknown> }>(context, async (request, lang) => {
      const category = await categoryId(request.params.category);
      if (category === null) return new NotFound('Category not found');
      return list(request.query, lang, category);
    }),
  );

  app.get<{ Params: { slug: string } }>(
    '/blogs/slug/:slug',
    cachedRead<{ Params: { slug: string } }>(context, (request, lang) => detail({ slug: request.params.slug }, lang)),
  );

  app.get<{ Params: { idOrSlug: string } }>(
    '/blogs/:idOrSlug',
    cachedRead<{ Params: { idOrSlug: string } }>(context, (request, lang) => detail(parseIdOrSlug(request.params.idOrSlug), lang)),
  );
}
