/**
 * `npm run release -- mf-portfolio [--from <folder>] [--if-unreleased]`: builds one section alone
 * (browser and server, `npm run build:one -- mf-portfolio --out <temporary folder>`; no other
 * folder of dist/ changes), checks it, uploads it to the release store in the database the
 * environment names, and switches every server to it: they serve it within about a second, no
 * restart. `--from` releases a folder built before (by CI, say) instead of building;
 * `--if-unreleased` does nothing for a section released before (a new stack's first release of
 * each section, deploy/compose.yaml). What happens and why: docs/scaling.md, "Releasing one
 * section"; the commands: docs/operations.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config';
import { releaseFolder, waitForServers } from '../releases/commands';
import { ReleaseRefused } from '../releases/checks';
import { gitCommit, releaseArguments, runReleaseCommand } from './release-context';

const usage = 'npm run release -- <section, such as mf-portfolio> [--from <a folder built by npm run build:one -- <section> --out <folder>>] [--if-unreleased]';
const { section, values } = releaseArguments(usage, { from: { type: 'string' }, 'if-unreleased': { type: 'boolean', default: false } }, 'required');
const options = { from: values.from === undefined ? null : path.resolve(process.cwd(), values.from), ifUnreleased: values['if-unreleased'] };
const started = Date.now();

/** The folder to release: `--from`, or the section built alone into a temporary folder (`built`, removed after). */
function buildSection(): { folder: string; built: string | null } {
  if (options.from) return { folder: options.from, built: null };
  const built = mkdtempSync(path.join(tmpdir(), `release-${section}-`));
  const folder = path.join(built, section);
  console.log(`Building ${section} alone (browser and server) into ${folder}...`);
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'build-one.ts'), section, '--out', folder], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    rmSync(built, { recursive: true, force: true });
    throw new ReleaseRefused(`the build of ${section} failed; nothing was uploaded or switched.`);
  }
  return { folder, built };
}

await runReleaseCommand(async (context) => {
  if (options.ifUnreleased && (await context.db.selectFrom('release_switches').select('id').where('section', '=', section).executeTakeFirst())) {
    context.say(`${section} was released before: left as it is (--if-unreleased).`);
    return;
  }
  const { folder, built } = buildSection();
  try {
    const switched = await releaseFolder(context, section, folder, gitCommit());
    if (!switched) return;
    context.say(`Switched ${section} to release #${switched.releaseId} (${((switched.switchedAt - started) / 1000).toFixed(1)} s after the command started).`);
    const arrival = await waitForServers(context, switched);
    if (arrival.servers === 0) context.say('No server reports to this database now: the next one to start serves it.');
    else if (arrival.pending.length === 0)
      context.say(`Served by ${arrival.servers} of ${arrival.servers} servers ${(arrival.ms / 1000).toFixed(2)} s after the switch.`);
    else
      context.say(
        `Not yet served by ${arrival.pending.join(', ')} after ${(arrival.ms / 1000).toFixed(0)} s (a server that stopped drops off this list within 2 minutes).`,
      );
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
});
