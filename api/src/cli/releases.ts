/**
 * `npm run releases [-- mf-portfolio]`: each section's releases, newest first: which is live and
 * which is a canary, with its share of visitors; each version's page views and server and browser
 * errors (every replica's, since it was first served); when each was live or a canary, from which
 * commit, its size, and how each span ended (replaced, promoted, rolled back by whom or by what, and
 * why). The build in dist/ the servers started with is listed once a section was switched away from it.
 */
import { releaseHistory, type HistoryEntry, type LiveSpan } from '../releases/history';
import { releaseArguments, runReleaseCommand } from './release-context';

const { section: only } = releaseArguments('npm run releases [-- <section, such as mf-portfolio>]', {}, 'optional');

function when(iso: string | null): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'the start';
}

const count = (value: number, one: string, many = `${one}s`) => `${value.toLocaleString('en')} ${value === 1 ? one : many}`;

/** How a span ended, in words. */
function ending(span: LiveSpan): string {
  const end = span.ended;
  if (!end) return '';
  const by = end.actor ? ` by ${end.actor}` : '';
  if (end.action === 'end-canary') return `: rolled back${by}${end.reason && end.reason !== 'npm run rollback' ? ` (${end.reason})` : ''}`;
  if (end.action === 'promote') return span.kind === 'canary' ? `: promoted${by}` : `: replaced by #${end.by} (promoted${by})`;
  if (end.action === 'rollback') return `: rolled back${by}`;
  return `: replaced by ${end.by === null ? 'the build in dist/' : `#${end.by}`}${by ? ` (released${by})` : ''}`;
}

function spanLine(span: LiveSpan): string {
  const what = span.kind === 'canary' ? `canary ${span.percent ?? '?'} %` : span.action === 'rollback' ? 'rolled back to' : 'live';
  return `${what} ${when(span.from)} to ${span.to ? when(span.to) : 'now'}${ending(span)}`;
}

function line(entry: HistoryEntry): string {
  const mark = entry.canary !== null ? 'CANARY ' : entry.live ? 'LIVE   ' : '       ';
  const name =
    entry.id === null
      ? 'build in dist/'
      : `#${entry.id} ${entry.version} commit ${entry.gitCommit}, ${entry.files} files, ${(entry.bytes / 1024 / 1024).toFixed(1)} MB, uploaded ${when(entry.uploadedAt)}`;
  const { pageViews, serverErrors, browserErrors } = entry.traffic;
  const share = entry.share > 0 ? `share ${entry.share} % of visitors; ` : '';
  const traffic = `${share}${count(pageViews, 'page view')}, ${count(serverErrors, 'server error')}, ${count(browserErrors, 'browser error')}`;
  const spans = entry.spans.length > 0 ? entry.spans.map((span) => `\n           ${spanLine(span)}`).join('') : '\n           never live';
  return `  ${mark}${name}\n           ${traffic}${spans}`;
}

await runReleaseCommand(async (context) => {
  const history = await releaseHistory(context.db, only);
  if (history.length === 0) {
    context.say(only ? `${only} was never released: it serves its build in dist/.` : 'No section was ever released: every one serves its build in dist/.');
    return;
  }
  for (const section of history) context.say(`${section.section}\n${section.entries.map(line).join('\n')}`);
});
