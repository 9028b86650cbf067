import { useT } from '@site/shared/react';
import { X } from '@site/shared/ui';
import { useEffect, type RefObject } from 'react';
import { BranchList } from './BranchList';
import { branches } from './branches';

interface Props {
  id: string;
  titleId: string;
  contactPhone: string | null;
  /** the panel element, which the chooser needs to tell a click or focus inside from one outside */
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/**
 * The open chooser: its heading and the three branches. A chunk of its own, downloaded when
 * the chooser is first opened (or hovered, or focused), not with the page. Focus moves into
 * it as it appears.
 */
export default function ChooserPanel({ id, titleId, contactPhone, panelRef, onClose }: Props) {
  const t = useT();
  useEffect(() => panelRef.current?.focus(), [panelRef]);
  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="popover-panel chooser-panel fixed bottom-24 z-40 w-[min(23rem,calc(100vw-2rem))] outline-none max-sm:end-4 sm:end-6"
      data-testid="chooser-panel"
    >
      <div className="flex items-start gap-3 rounded-t-[1.25rem] bg-whatsapp px-5 pb-5 pt-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold">
            {t.chooser.title}
          </h2>
          <p className="mt-0.5 text-sm">{t.chooser.subtitle}</p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/50 px-3 py-1 text-xs font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
            {t.chooser.available}
          </p>
        </div>
        <button
          type="button"
          className="-me-2 grid size-10 shrink-0 place-items-center rounded-xl text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          aria-label={t.chooser.close}
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <BranchList branches={branches(contactPhone)} />
    </div>
  );
}
