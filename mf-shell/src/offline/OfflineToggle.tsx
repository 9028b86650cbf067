import { ArrowDown, WifiOff } from '@site/shared/ui';
import { offlineMode } from '@site/shared/state';
import { useLanguage, useSignalValue, useT } from '@site/shared/react';
import { Suspense } from 'react';
import { retryableLazy } from '../app/retryable-lazy';

// The dialog, its state and the switching (switch-flow.ts, re-exported by the dialog's module): one chunk.
const dialog = retryableLazy(() => import('./OfflineDialog'));
const flow = () => import('./OfflineDialog');

/**
 * The offline-mode switch (docs/offline.md#what-the-visitor-gets): a toggle button (`aria-pressed`) with an icon per
 * state. The switching and the dialog are one chunk loaded on the first press (or on hover and
 * focus, ahead of it); the offline store's code is another, loaded by the switching.
 * `variant="menu"` is the mobile menu's full-width row. `onPress` tells the header to mount the
 * dialog's host (OfflineDialogHost).
 */
export function OfflineToggle({ variant = 'icon', onPress }: { variant?: 'icon' | 'menu'; onPress?: (() => void) | undefined }) {
  const t = useT();
  const lang = useLanguage();
  // The server cannot know the stored flag: it renders "off", and so does hydration.
  const on = useSignalValue(offlineMode, false);
  // A download arrow while off (switching on downloads), the crossed-out wave while on.
  const Icon = on ? WifiOff : ArrowDown;
  const label = t.header.offlineMode;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={variant === 'icon' ? label : undefined}
      title={label}
      className={`aria-pressed:text-primary ${variant === 'icon' ? 'icon-btn' : 'focus-ring flex min-h-12 w-full items-center gap-3 rounded-xl px-4 font-medium hover:bg-surface'}`}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={() => {
        onPress?.();
        void flow().then(
          (switching) => switching.toggleOfflineMode(lang),
          () => undefined,
        );
      }}
      data-testid={variant === 'icon' ? 'offline-toggle' : 'offline-toggle-menu'}
    >
      <Icon aria-hidden="true" className="size-5" />
      {variant === 'menu' && label}
    </button>
  );
}

/**
 * The one offline dialog of the page. The header mounts it once a toggle was pressed: until then
 * the page holds no dialog state at all; from then on the dialog's state lives in its chunk
 * (switch-state.ts) and the chunk's host shows the dialog while it has something to show.
 */
export function OfflineDialogHost() {
  return (
    <Suspense fallback={null}>
      <dialog.Component />
    </Suspense>
  );
}
