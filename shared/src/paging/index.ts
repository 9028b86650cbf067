/**
 * '@site/shared/paging': every list with more, one way (docs/design-system.md#design-system):
 * the 'Load more' button and the hook behind it, `useLoadMore` (a list's state and the step that
 * adds a page to it), with `usePagedList` for a list read a page at a time. No module state, and
 * only the screens with such a list use it, so it is no share: each section bundles it with them.
 */
export { LoadMoreButton } from './LoadMoreButton';
export { useLoadMore, type LoadMore, type LoadMoreOptions } from './use-load-more';
export { usePagedList, type PagedList, type PagedListOptions } from './use-paged-list';
