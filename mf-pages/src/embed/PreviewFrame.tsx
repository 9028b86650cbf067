import { useT } from '@site/shared/react';
import { whenNearViewport } from '@site/shared/blocks';
import { useEffect, useRef, useState } from 'react';

/**
 * The live preview's frame, started only once the visitor nears it. The frame is a partner's
 * page in miniature: the loader and the widget with its kit (about 30 KB gzip), which
 * the rest of /embed (the snippet, the tables) never needs. A lazy `<iframe>` alone still
 * started it on the first load: Chromium loads lazy frames within 1 250 px of the viewport, and
 * the preview stands about there on a phone. Until then a skeleton of the frame's own size holds
 * its place, so nothing moves when the frame comes.
 */
export function PreviewFrame({ src, title, tall }: { src: string; title: string; tall: boolean }) {
  const t = useT();
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !holder.current) return undefined;
    return whenNearViewport(holder.current, () => setNear(true), '200px');
  }, [near]);

  return (
    <div ref={holder} className={`mt-6 ${tall ? 'h-[78rem]' : 'h-[56rem]'}`} data-testid="embed-preview">
      {near ? (
        <iframe key={src} src={src} title={title} className="block h-full w-full rounded-2xl border border-line bg-bg" data-testid="embed-preview-frame" />
      ) : (
        <div role="status" aria-label={t.states.loading} className="skeleton h-full rounded-2xl" />
      )}
    </div>
  );
}
