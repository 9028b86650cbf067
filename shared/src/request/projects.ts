import type { ImageMeta, Language, ProjectCategory, ProjectListItem, RelatedProject } from '@site/shared/contract';
import { dayOf, imageOf, pickText, plainText, segment, toCategory, withQuery, type CategoryView } from './normalize';
import { toPageView, type PageView } from './page-view';
import { cacheLifetimes } from './policy';
import { defineQuery, type Query } from './query';

export interface ProjectGalleryItemView {
  id: number | null;
  name: string;
  image: string;
  imageMeta: ImageMeta | null;
}

export interface ProjectView {
  id: number;
  slug: string;
  name: string;
  /** `title` (string or `{ar, en}`) when sent, else the name */
  title: string;
  /** sanitised HTML; empty for a project read from a list (lists carry `summary` instead) */
  description: string;
  /** plain text for cards: the API's `summary`, else the description without its tags */
  summary: string;
  category: CategoryView | null;
  image: string | null;
  imageMeta: ImageMeta | null;
  /** `YYYY-MM-DD`: `date`, else the day of `created_at`; screens show 2024 when null */
  date: string | null;
  isActive: boolean;
  client: string | null;
  /** from `gallaries` (spelled so), items without an image left out */
  gallery: ProjectGalleryItemView[];
}

export interface RelatedProjectView {
  id: number;
  slug: string | null;
  title: string;
  description: string;
  image: string | null;
}

export interface ProjectDetailView {
  project: ProjectView;
  /** at most 3 (docs/product.md#business-constants) */
  related: RelatedProjectView[];
}

/** The project list fetches everything 50 at a time (docs/product.md#lists-and-paging). */
const PROJECTS_FETCH_ALL_PAGE_SIZE = 50;
const MAX_RELATED_PROJECTS = 3;

function toProjectView(project: ProjectListItem, lang: Language): ProjectView {
  return {
    id: project.id,
    slug: project.slug,
    name: project.name,
    title: pickText(project.title, lang) || project.name,
    description: project.description ?? '',
    summary: project.summary?.trim() ? project.summary : plainText(project.description ?? ''),
    category: toCategory(project.category, lang),
    image: imageOf(project),
    imageMeta: project.image_meta ?? null,
    date: dayOf(project.date, project.created_at),
    isActive: project.is_active ?? true,
    client: project.client?.trim() ? project.client : null,
    gallery: (project.gallaries ?? []).flatMap((item) => {
      const image = imageOf(item);
      return image ? [{ id: item.id ?? null, name: item.name ?? '', image, imageMeta: item.image_meta ?? null }] : [];
    }),
  };
}

function toRelatedProjectView(project: RelatedProject, lang: Language): RelatedProjectView {
  return {
    id: project.id,
    slug: project.slug ?? null,
    title: pickText(project.title, lang) || project.name || '',
    description: project.description,
    image: imageOf(project),
  };
}

/** GET /v1/projects with `page` and `per_page`: one page (`data.data`, `data.last_page`). */
export function projectsPageQuery(page: { page: number; perPage: number }): Query<PageView<ProjectView>> {
  const path = withQuery('/v1/projects', { page: page.page, per_page: page.perPage });
  return defineQuery(
    path,
    (contract) => contract.projectsListResponseSchema,
    ({ data }, lang) => toPageView(data, (project) => toProjectView(project, lang)),
  );
}

function detailQuery(path: string): Query<ProjectDetailView> {
  return defineQuery(
    path,
    (contract) => contract.projectDetailResponseSchema,
    (reply, lang) => ({
      project: toProjectView(reply.data.project, lang),
      related: reply.data.related_projects.slice(0, MAX_RELATED_PROJECTS).map((project) => toRelatedProjectView(project, lang)),
    }),
  );
}

/** GET /v1/projects/{id|slug}: `data.project`, `data.related_projects`. */
export function projectQuery(idOrSlug: number | string): Query<ProjectDetailView> {
  return detailQuery(`/v1/projects/${segment(idOrSlug)}`);
}

/** GET /v1/projects/category/{category} with `page` and `per_page`: one page of the category's projects. */
export function projectsByCategoryPageQuery(category: string, page: { page: number; perPage: number }): Query<PageView<ProjectView>> {
  const path = withQuery(`/v1/projects/category/${segment(category)}`, { page: page.page, per_page: page.perPage });
  return defineQuery(
    path,
    (contract) => contract.projectsListResponseSchema,
    ({ data }, lang) => toPageView(data, (project) => toProjectView(project, lang)),
  );
}

/**
 * Page `page` of the /projects list as the fetch-all rule reads it (pages of 50 until the last
 * page: docs/product.md#lists-and-paging): every project, or one category's (`?category=slug`, by the server's own
 * filter, so a shared filtered link renders its projects on the server).
 */
export function projectListPageQuery(category: string | null, page: number): Query<PageView<ProjectView>> {
  const size = { page, perPage: PROJECTS_FETCH_ALL_PAGE_SIZE };
  return category ? projectsByCategoryPageQuery(category, size) : projectsPageQuery(size);
}

const CATEGORIES = '/v1/projects/categories';

/** GET /v1/projects/categories: `data.categories`. Static data: cached 30 minutes. */
export const projectCategoriesQuery: Query<ProjectCategory[]> = defineQuery(
  CATEGORIES,
  (contract) => contract.projectCategoriesResponseSchema,
  (reply) => reply.data.categories,
  cacheLifetimes.staticData,
);

export type { PageView };
