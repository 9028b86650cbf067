import type { blogsApi } from '@site/shared/api';

/** The blog endpoint group, as `use(blogsApi())` gives it. */
export type BlogsApi = Awaited<ReturnType<typeof blogsApi>>;
