import { navigate, paths } from '@site/shared/site';
import { useScreenTexts } from '@site/shared/react';
import { X, type ContentIcons } from '@site/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { withParams } from '../common/search-params';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The blog's search box: the API's `search`, kept in the URL as `?q=` (so a search can be
 * shared and is rendered by the server). Typing updates the URL once it pauses (replacing the
 * history entry: one per search, not per letter); Enter searches at once. Without JavaScript it
 * is a plain GET form to /blog.
 */
export function BlogSearch({ query, search, icons }: { query: string; search: string; icons: ContentIcons }) {
  const t = useScreenTexts();
  const [value, setValue] = useState(query);
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const { Search } = icons;

  // The URL changed by itself (back, a link): the box shows its search.
  const sent = useRef(query);
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setValue(query);
    }
  }, [query]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (text: string) => {
    window.clearTimeout(timer.current);
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    navigate(withParams(paths.blog, search, { q: next || null }), { replace: true });
  };

  const onChange = (text: string) => {
    setValue(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => go(text), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(value);
  };

  const category = new URLSearchParams(search).get('category');
  return (
    <form role="search" action={paths.blog} method="get" onSubmit={onSubmit} className="mt-8 max-w-2xl" data-testid="blog-search">
      <label htmlFor="blog-search-input" className="sr-only">
        {t.blogScreen.searchLabel}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          ref={input}
          id="blog-search-input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t.blog.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-2xl border border-line bg-bg pe-14 ps-12 text-base text-fg shadow-[var(--shadow-card)] placeholder:text-muted focus:border-primary focus:outline-none focus-visible:ring-4 focus-visible:ring-primary/25 [&::-webkit-search-cancel-button]:appearance-none"
          data-testid="blog-search-input"
        />
        {value ? (
          <button
            type="button"
            className="focus-ring absolute end-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t.blogScreen.clearSearch}
            onClick={() => {
              setValue('');
              go('');
              input.current?.focus();
            }}
            data-testid="blog-search-clear"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {category ? <input type="hidden" name="category" value={category} /> : null}
    </form>
  );
}
