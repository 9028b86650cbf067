import { Button, Dialog } from '@site/shared/ui';
import { formatNumber } from '@site/shared/format';
import { useLanguage, useScreenTexts } from '@site/shared/react';
import type { Language } from '@site/shared/contract';
import type { OutboxEntry, StoreSummary } from '@site/shared/offline';
import { interpolate, type ScreenTexts } from '@site/shared/i18n';
import type { ReactNode } from 'react';
import { cancelOfflineDownload, closeOfflineDialog } from './switch-flow';
import { useOfflineDialog, type OfflineDialogState } from './switch-state';

/** The switching comes with the dialog: one chunk, loaded on the toggle's first press (or on hover and focus before it). */
export { toggleOfflineMode } from './switch-flow';

type Texts = ScreenTexts['offline'];
type Shown = Exclude<OfflineDialogState, { phase: 'idle' }>;

const MB = 1024 * 1024;
const megabytes = (bytes: number, lang: Language) => formatNumber(bytes / MB, lang, { maximumFractionDigits: 1 });
/** '12.3 MB of 50 MB', the numbers in the language's digits and separators. */
const ofBudget = (text: string, bytes: number, budget: number, lang: Language) =>
  interpolate(text, { done: megabytes(bytes, lang), mb: megabytes(bytes, lang), budget: megabytes(budget, lang) });

/** The chunk's host (mounted by the header's OfflineDialogHost once a toggle was pressed): the dialog while it has something to show. */
export default function OfflineDialogHost() {
  const state = useOfflineDialog();
  return state.phase === 'idle' ? null : <OfflineDialog state={state} />;
}

/**
 * The dialog of each switch (docs/offline.md#what-the-visitor-gets): while switching on, a progress bar with the MB
 * stored of the budget, and Cancel; then what was stored (items, images, MB of the budget, what
 * could not be fetched, how many of each kind in each language, whether the site fit whole, the browser's
 * storage estimate and whether it will keep the copy); when switching off, that the copy was
 * removed. Both list the sends that wait for the network.
 */
function OfflineDialog({ state }: { state: Shown }) {
  const all = useScreenTexts();
  const t = all.offline;
  const lang = useLanguage();
  const { title, body } = content(state, t, lang);
  return (
    <Dialog open onClose={closeOfflineDialog} title={title} closeLabel={t.close}>
      <div data-testid="offline-dialog" data-phase={state.phase} className="grid gap-4">
        {body}
        {'waiting' in state && state.waiting.length > 0 && <Waiting entries={state.waiting} t={t} />}
        <div className="flex justify-end">
          {state.phase === 'downloading' ? (
            <Button variant="ghost" onClick={cancelOfflineDownload} data-testid="offline-cancel">
              {t.cancel}
            </Button>
          ) : (
            <Button onClick={closeOfflineDialog} disabled={state.phase === 'removing'} data-testid="offline-close">
              {t.close}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

function content(state: Shown, t: Texts, lang: Language): { title: string; body: ReactNode } {
  switch (state.phase) {
    case 'downloading': {
      const { progress } = state;
      const percent = Math.min(100, Math.round((progress.done / Math.max(1, progress.total)) * 100));
      const size = ofBudget(t.progressSize, progress.bytes, progress.budget, lang);
      return {
        title: t.downloadingTitle,
        body: (
          <>
            <p>{t.downloadingText}</p>
            {progress.budget > 0 ? (
              <p className="text-sm" data-testid="offline-progress-size">
                <bdi>{size}</bdi>
              </p>
            ) : null}
            <div
              role="progressbar"
              aria-label={t.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progress.budget > 0 ? `${formatNumber(percent, lang)}% (${size})` : `${formatNumber(percent, lang)}%`}
              className="h-2 overflow-hidden rounded-full bg-surface-2"
              data-testid="offline-progress"
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </>
        ),
      };
    }
    case 'success': {
      const { summary, storage } = state;
      const rows: [string, string, string][] = [
        [t.storedItems, formatNumber(summary.items + summary.pages, lang), 'items'],
        [t.storedImages, formatNumber(summary.images, lang), 'images'],
        [t.storedSize, ofBudget(t.sizeOfBudget, summary.bytes, summary.budget, lang), 'bytes'],
        [t.notFetched, formatNumber(summary.failed, lang), 'failed'],
      ];
      if (storage.usage !== null && storage.quota !== null) {
        rows.push([
          t.storageEstimate,
          t.storageOf.replace('{usage}', megabytes(storage.usage, lang)).replace('{quota}', megabytes(storage.quota, lang)),
          'estimate',
        ]);
      }
      return {
        title: t.successTitle,
        body: (
          <>
            <p>{t.successText}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {rows.map(([term, value, id]) => (
                <div key={id} className="contents">
                  <dt>{term}</dt>
                  <dd className="text-end font-semibold text-fg" data-testid={`offline-${id}`}>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
            <KeptByLanguage summary={summary} t={t} lang={lang} />
            {summary.partial && <p data-testid="offline-partial">{interpolate(t.partial, { budget: megabytes(summary.budget, lang) })}</p>}
            <p className="text-sm">{storage.persisted ? t.persisted : t.notPersisted}</p>
          </>
        ),
      };
    }
    case 'removing':
    case 'off':
      return { title: t.offTitle, body: <p>{t.offText}</p> };
    case 'cancelled':
      return { title: t.cancelledTitle, body: <p>{t.cancelledText}</p> };
    case 'failed':
      return { title: t.failedTitle, body: <p>{t.failedText}</p> };
  }
}

const KINDS = [
  ['projects', 'keptProjects', 'kept-projects'],
  ['blogs', 'keptArticles', 'kept-articles'],
  ['designs', 'keptDesigns', 'kept-designs'],
] as const;

/** How many projects, articles and designs the copy keeps in each language, of how many there are ('290 of 3,000'). */
function KeptByLanguage({ summary, t, lang }: { summary: StoreSummary; t: Texts; lang: Language }) {
  const kept = (count: number, total: number) => interpolate(t.keptOf, { kept: formatNumber(count, lang), total: formatNumber(total, lang) });
  return (
    <table className="w-full text-sm" data-testid="offline-kept">
      <caption className="mb-1 text-start font-semibold text-fg">{t.keptTitle}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-1 text-start font-normal">
            {t.keptKind}
          </th>
          {summary.languages.map((each) => (
            <th key={each} scope="col" lang={each} className="py-1 text-end font-semibold text-fg">
              {t.languageNames[each]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {KINDS.map(([kind, label, id]) => (
          <tr key={id}>
            <th scope="row" className="py-0.5 text-start font-normal">
              {t[label]}
            </th>
            {summary.languages.map((each) => (
              <td key={each} className="py-0.5 text-end font-semibold text-fg" data-testid={`offline-${id}-${each}`}>
                <bdi>{kept(summary.kept[each][kind], summary.totals[kind])}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Waiting({ entries, t }: { entries: OutboxEntry[]; t: Texts }) {
  return (
    <section aria-label={t.waitingTitle} data-testid="offline-waiting">
      <h3 className="font-semibold text-fg">{t.waitingTitle}</h3>
      <p className="text-sm">{t.waitingText}</p>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {entries.map((entry) => (
          <li key={entry.key}>{t.kinds[entry.kind]}</li>
        ))}
      </ul>
    </section>
  );
}
