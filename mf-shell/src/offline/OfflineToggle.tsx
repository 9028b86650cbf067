import { CloudDownload, offlineMode, useLanguage, useSignalValue, useT, WifiOff } from '@site/shared';
import { Suspense } from 'react';
import { retryableLazy } from '../app/retryable-lazy';
import { toggleOfflineMode, useOfflineDialog } from './switch-state';

const dialog = retryableLazy(() => import('./OfflineDialog'));

/**
 * The offline-mode switch (spec section 2): a toggle button (`aria-pressed`) with an icon per
 * state. The store's code and the dialog are chunks loaded on the first press (or on hover and
 * focus, ahead of it). `variant="menu"` is the mobile menu's full-width row.
 */
export function OfflineToggle({ variant = 'icon' }: { variant?: 'icon' | 'menu' }) {
  const t = useT();
  const lang = useLanguage();
  // The server cannot know the stored flag: it renders "off", and so does hydration.
  const on = useSignalValue(offlineMode, false);
  const Icon = on ? WifiOff : CloudDownload;
  const label = t.header.offlineMode;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={variant === 'icon' ? label : undefined}
      title={label}
      className={variant === 'icon' ? 'icon-btn aria-pressed:bg-primary-soft aria-pressed:text-primary' : 'focus-ring flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-base font-medium text-fg hover:bg-surface aria-pressed:text-primary'}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
      onClick={() => void toggleOfflineMode(lang)}
      data-testid={variant === 'icon' ? 'offline-toggle' : 'offline-toggle-menu'}
      data-state={on ? 'on' : 'off'}
    >
      <Icon aria-hidden="true" className="size-5" />
      {variant === 'menu' && label}
    </button>
  );
}

/** The one offline dialog of the page, mounted while it has something to show. */
export function OfflineDialogHost() {
  const state = useOfflineDialog();
  if (state.phase === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component state={state} />
    </Suspense>
  );
}
