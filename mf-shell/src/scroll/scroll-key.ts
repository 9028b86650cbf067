/**
 * What identifies a page for scroll-to-top: the path and the query string, without the
 * hash (a change of hash alone must still reach its section) and without `lang` (switching
 * the language rewrites `?lang=` in place; that is not a navigation).
 */
export function scrollKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
