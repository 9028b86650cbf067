/**
 * `npm run releases [-- mf-portfolio]`: each section's releases, newest first: which is live,
 * when each was live, from which commit, and its size. The build in dist/ the servers started
 * with is listed once a section was switched away from it.
 */
import { releaseHistory, type HistoryEntry } from '../releases/history';
import { releaseArguments, runReleaseCommand } from './release-context';

const { section: only } = releaseArguments('npm run releases [-- <section, such as mf-portfolio>]', {}, 'optional');

function when(iso: string | null): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'the start';
}

function line(entry: HistoryEntry): string {
  const name =
    entry.id === null
      ? 'build in dist/'
      : `#${entry.id} ${entry.version} commit ${entry.gitCommit}, ${entry.files} files, ${(entry.bytes / 1024 / 1024).toFixed(1)} MB, uploaded ${when(entry.uploadedAt)}`;
  const spans = entry.spans.map((span) => `${span.action === 'rollback' ? 'rolled back to' : 'live'} ${when(span.from)} to ${span.to ? when(span.to) : 'now'}`);
  return `  ${entry.live ? 'LIVE ' : '     '}${name}${spans.length > 0 ? `\n         ${spans.join('; ')}` : '\n         never live'}`;
}

await runReleaseCommand(async (context) => {
  const history = await releaseHistory(context.db, only);
  if (history.length === 0) {
    context.say(only ? `${only} was never released: it serves its build in dist/.` : 'No section was ever released: every one serves its build in dist/.');
    return;
  }
  for (const section of history) context.say(`${section.section}\n${section.entries.map(line).join('\n')}`);
});
