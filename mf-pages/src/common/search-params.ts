/** A query parameter as the screens read it: trimmed, and null when absent or blank. */
export function param(search: URLSearchParams | string, name: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(name)?.trim() || null;
}

/**
 * `path` with the current query changed: each name of `changes` set, or removed when null. The
 * other parameters (`lang`, another filter) stay, so a link or a filter keeps the rest.
 */
export function withParams(path: string, search: string, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
