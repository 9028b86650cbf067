import type { projectsApi } from '@site/shared/api';

/** The projects endpoint group, as `use(projectsApi())` gives it. */
export type ProjectsApi = Awaited<ReturnType<typeof projectsApi>>;
