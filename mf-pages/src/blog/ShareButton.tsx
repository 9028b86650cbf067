import { useScreenTexts } from '@site/shared/react';
import type { ContentIcons } from '@site/shared/ui';
import { useEffect, useRef, useState } from 'react';

/** How long 'Link copied' stays. */
export const COPIED_NOTE_MS = 3000;

type State = 'idle' | 'copied' | 'manual';

/**
 * Shares the article: the system's share sheet where the browser has the Web Share API (phones,
 * some desktops), else the link is copied with a visible 'Link copied'; where even the clipboard
 * is refused, the link is shown selected, to copy by hand. A cancelled share sheet does nothing.
 */
export function ShareButton({ title, text, path, icons }: { title: string; text: string; path: string; icons: ContentIcons }) {
  const t = useScreenTexts();
  const [state, setState] = useState<State>('idle');
  const [url, setUrl] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const { Check, Share2 } = icons;

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (state === 'manual') field.current?.select();
  }, [state]);

  const share = async () => {
    const link = new URL(path, window.location.origin).href;
    setUrl(link);
    const data = { title, text, url: link };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else: copy instead.
        if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), COPIED_NOTE_MS);
    } catch {
      setState('manual');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void share()} data-testid="share-button" aria-describedby="share-note">
        <Share2 aria-hidden="true" className="size-4" />
        {t.blog.share}
      </button>
      <span id="share-note" role="status" className="inline-flex items-center gap-1.5 text-sm font-medium text-success" data-testid="share-note">
        {state === 'copied' ? (
          <>
            <Check aria-hidden="true" className="size-4" />
            {t.blogScreen.shareCopied}
          </>
        ) : null}
      </span>
      {state === 'manual' ? (
        <label className="grid w-full gap-1.5 text-sm text-muted">
          {t.blogScreen.shareCopyManually}
          <input
            ref={field}
            readOnly
            value={url}
            dir="ltr"
            className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-fg"
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-url"
          />
        </label>
      ) : null}
    </div>
  );
}
