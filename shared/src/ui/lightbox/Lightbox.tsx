import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { interpolate } from '@site/shared/i18n';
import { useDirection, useScreenTexts } from '@site/shared/react';
import { ImageWithFallback } from '../ImageWithFallback';
import { keepFocusInside } from '../keep-focus-inside';
import type { LightboxProps } from './types';
import { ChevronRight, X } from '../icons';
import * as lucide from '@lucide/icons';
import { lucideIcon } from '../lucide-icon';

const ChevronLeft = /* @__PURE__ */ lucideIcon(lucide.ChevronLeft);

/** How far a finger must travel across the image to change it, in CSS pixels. */
const SWIPE_PX = 50;
/** The class on `<html>` that stops the page behind from scrolling (components.css). */
const SCROLL_LOCK = 'scroll-locked';

/**
 * The full-screen image viewer of the project and portfolio galleries (docs/product.md#lightbox):
 * close, previous, next, the counter 'n / total'. Previous exists from the second image, next up
 * to the last (no wrapping). Escape closes; the arrow keys follow the reading direction (in
 * Arabic ArrowLeft is next); a swipe changes the image on touch screens. On the native modal
 * `<dialog>`: the page behind is inert and does not scroll, Tab goes round its buttons, and focus
 * returns to what opened it.
 */
export default function Lightbox({ images, index, onIndexChange, onClose, label }: LightboxProps) {
  const t = useScreenTexts().lightbox;
  const rtl = useDirection() === 'rtl';
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const total = images.length;
  const current = index === null ? null : Math.min(Math.max(index, 0), total - 1);
  const open = current !== null && total > 0;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    // In a shadow root (an embedded widget) the document's active element is the widget's host:
    // the opener is its root's. And a partner's page is not ours to lock: only the site's own
    // document gets the scroll lock class (the modal dialog makes the page behind inert anyway).
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    const ownPage = root === document;
    if (!element.open) element.showModal();
    if (ownPage) document.documentElement.classList.add(SCROLL_LOCK);
    return () => {
      if (element.open) element.close();
      if (ownPage) document.documentElement.classList.remove(SCROLL_LOCK);
      opener?.focus();
    };
  }, [open]);

  if (!open || current === null) return null;
  const image = images[current];
  if (!image) return null;
  const hasPrevious = current > 0;
  const hasNext = current < total - 1;
  const previous = () => hasPrevious && onIndexChange(current - 1);
  const next = () => hasNext && onIndexChange(current + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      keepFocusInside(event);
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    // The arrow that points along the reading direction goes forward.
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    if (forward) next();
    else previous();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) < SWIPE_PX) return;
    // Swiping the image towards the reading start brings the next one (leftwards in English).
    const towardsStart = rtl ? distance > 0 : distance < 0;
    if (towardsStart) next();
    else previous();
  };

  const PreviousIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;
  const caption = image.title || image.description;

  return (
    <dialog
      ref={dialog}
      aria-label={label || t.label}
      className="lightbox"
      data-testid="lightbox"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-medium text-white/85" aria-live="polite" data-testid="lightbox-counter">
            <bdi dir="ltr">{interpolate(t.counter, { current: current + 1, total })}</bdi>
          </p>
          <button type="button" className="lightbox-btn" onClick={onClose} aria-label={t.close} data-testid="lightbox-close">
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
          <figure className="flex h-full w-full flex-col items-center justify-center" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            <ImageWithFallback
              key={image.src}
              src={image.src}
              srcSet={image.srcSet}
              sizes="100vw"
              alt={image.alt}
              width={image.width ?? 1440}
              height={image.height ?? 900}
              loading="eager"
              className="max-h-[calc(100dvh-11rem)] w-auto max-w-full touch-pan-y select-none rounded-lg bg-transparent object-contain"
              data-testid="lightbox-image"
            />
            {caption ? (
              <figcaption className="mt-4 max-w-2xl text-center text-white">
                {image.title ? <span className="block font-semibold">{image.title}</span> : null}
                {image.description ? <span className="mt-1 block text-sm text-white/75">{image.description}</span> : null}
              </figcaption>
            ) : null}
          </figure>
          <button
            type="button"
            className="lightbox-btn absolute start-2 top-1/2 -translate-y-1/2 sm:start-6"
            onClick={previous}
            disabled={!hasPrevious}
            aria-label={t.previous}
            data-testid="lightbox-previous"
          >
            <PreviousIcon aria-hidden="true" className="size-7" />
          </button>
          <button
            type="button"
            className="lightbox-btn absolute end-2 top-1/2 -translate-y-1/2 sm:end-6"
            onClick={next}
            disabled={!hasNext}
            aria-label={t.next}
            data-testid="lightbox-next"
          >
            <NextIcon aria-hidden="true" className="size-7" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
