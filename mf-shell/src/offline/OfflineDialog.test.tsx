// @vitest-environment jsdom
import { setLanguage } from '@site/shared/state';
import type { StoreSummary } from '@site/shared/offline';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import OfflineDialogHost from './OfflineDialog';
import { IDLE, show } from './switch-state';

const MB = 1024 * 1024;

async function open(lang: 'ar' | 'en') {
  setLanguage(lang);
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <OfflineDialogHost />
      </Suspense>,
    );
  });
}

const summary: StoreSummary = {
  lang: 'en',
  languages: ['en', 'ar'],
  savedAt: 0,
  items: 1203,
  failed: 0,
  bytes: 49.6 * MB,
  budget: 50 * MB,
  languageBytes: { en: 18 * MB, ar: 19 * MB },
  imageBytes: 12.6 * MB,
  images: 1412,
  pages: 612,
  partial: true,
  kept: { en: { projects: 290, blogs: 160, designs: 150 }, ar: { projects: 286, blogs: 160, designs: 149 } },
  totals: { projects: 3000, blogs: 1200, designs: 800 },
};
const storage = { persisted: true, usage: null, quota: null };

afterEach(() => {
  cleanup();
  act(() => show(IDLE));
});

describe('the offline dialog shows MB against the budget', () => {
  it('en: while downloading, and what was kept of each kind in each language when the site did not fit', async () => {
    act(() => show({ phase: 'downloading', progress: { done: 400, total: 1000, bytes: 12.34 * MB, budget: 50 * MB } }));
    await open('en');
    expect(screen.getByTestId('offline-progress-size').textContent).toBe('12.3 MB of 50 MB stored');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('40% (12.3 MB of 50 MB stored)');
    act(() => show({ phase: 'success', summary, storage, waiting: [] }));
    expect(screen.getByTestId('offline-bytes').textContent).toBe('49.6 MB of 50 MB');
    expect(screen.getByTestId('offline-kept-projects-en').textContent).toBe('290 of 3,000');
    expect(screen.getByTestId('offline-kept-projects-ar').textContent).toBe('286 of 3,000');
    expect(screen.getByTestId('offline-kept-articles-en').textContent).toBe('160 of 1,200');
    const table = screen.getByRole('table', { name: 'Saved in each language' });
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Content', 'English', 'Arabic']);
    expect(screen.getByTestId('offline-partial').textContent).toBe('The whole site is larger than 50 MB, so the newest items that fit were saved.');
  });

  it('ar: the same in Arabic, numbers as the site writes them in Arabic (its locale: Latin digits)', async () => {
    act(() => show({ phase: 'downloading', progress: { done: 400, total: 1000, bytes: 12.34 * MB, budget: 50 * MB } }));
    await open('ar');
    expect(screen.getByTestId('offline-progress-size').textContent).toBe('حُفظ 12.3 من 50 ميغابايت');
    act(() => show({ phase: 'success', summary, storage, waiting: [] }));
    expect(screen.getByTestId('offline-bytes').textContent).toBe('49.6 من 50 ميغابايت');
    expect(screen.getByTestId('offline-kept-designs-en').textContent).toBe('150 من 800');
    expect(screen.getByTestId('offline-kept-designs-ar').textContent).toBe('149 من 800');
    expect(screen.getByRole('table', { name: 'المحفوظ بكل لغة' })).toBeTruthy();
    expect(screen.getByTestId('offline-partial').textContent).toBe('الموقع كاملًا أكبر من 50 ميغابايت، فحُفظ أحدث ما يتّسع له من المحتوى.');
  });

  it('a site that fits whole: all of it in each language, and no sentence about the budget', async () => {
    const whole = { projects: 30, blogs: 12, designs: 8 };
    act(() =>
      show({ phase: 'success', summary: { ...summary, partial: false, bytes: 5.6 * MB, kept: { en: whole, ar: whole }, totals: whole }, storage, waiting: [] }),
    );
    await open('en');
    expect(screen.getByTestId('offline-bytes').textContent).toBe('5.6 MB of 50 MB');
    expect(screen.getByTestId('offline-kept-projects-ar').textContent).toBe('30 of 30');
    expect(screen.queryByTestId('offline-partial')).toBeNull();
  });
});
