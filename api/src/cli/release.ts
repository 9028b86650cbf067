/**
 * `npm run release -- mf-portfolio [--preview | --canary <percent>] [--from <folder>] [--if-unreleased]`:
 * builds one section alone (browser and server, `npm run build:one -- mf-portfolio --out <temporary
 * folder>`; no other folder of dist/ changes), checks it, renders every page that shows it in both
 * languages (the smoke render), uploads it to the release store in the database the environment
 * names, and switches every server to it: they serve it within about a second, no restart.
 * `--preview` switches nothing and prints a link that shows the release to whoever opens it;
 * `--canary 10` gives it to 10 % of visitors (`npm run promote` then gives it to everyone,
 * `npm run rollback` ends it; the servers end it themselves when its errors say so).
 * `--from` releases a folder built before (by CI, say) instead of building;
 * `--if-unreleased` does nothing for a section released before (a new stack's first release of
 * each section, deploy/compose.yaml). What happens and why: docs/scaling.md, "Releasing one
 * section" and "A release in steps"; the commands: docs/operations.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config';
import { releaseFolder, waitForServers, type ReleaseMode } from '../releases/commands';
import { ReleaseRefused } from '../releases/checks';
import { gitCommit, releaseArguments, reportArrival, runReleaseCommand } from './release-context';

const usage =
  'npm run release -- <section, such as mf-portfolio> [--preview | --canary <percent of visitors, 1 to 99>] [--from <a folder built by npm run build:one -- <section> --out <folder>>] [--if-unreleased]';
const { section, values } = releaseArguments(
  usage,
  { from: { type: 'string' }, 'if-unreleased': { type: 'boolean', default: false }, preview: { type: 'boolean', default: false }, canary: { type: 'string' } },
  'required',
);
const refuseArguments = (why: string): never => {
  console.error(`${why}\nUsage: ${usage}`);
  process.exit(2);
};

/** How far the release goes: live for everyone, a preview, or a canary for a share of visitors. */
function releaseMode(): ReleaseMode {
  if (values.canary === undefined) return values.preview ? { kind: 'preview' } : { kind: 'release' };
  if (values.preview) return refuseArguments('--preview and --canary are two ways to release: choose one.');
  const percent = Number(values.canary);
  if (!/^\d+$/.test(values.canary) || percent < 1 || percent > 99)
    return refuseArguments(`--canary takes a whole percent of visitors from 1 to 99, not "${values.canary}".`);
  return { kind: 'canary', percent };
}
const options = {
  from: values.from === undefined ? null : path.resolve(process.cwd(), values.from),
  ifUnreleased: values['if-unreleased'],
  mode: releaseMode(),
};
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
    const switched = await releaseFolder(context, section, folder, gitCommit(), options.mode);
    if (!switched) return;
    const after = `${((switched.switchedAt - started) / 1000).toFixed(1)} s after the command started`;
    if (switched.percent !== undefined)
      context.say(
        `Canary: ${switched.percent} % of visitors get ${section} release #${switched.releaseId} (${after}). npm run promote -- ${section} gives it to everyone; npm run rollback -- ${section} ends it, and so do the servers if its errors say so.`,
      );
    else context.say(`Switched ${section} to release #${switched.releaseId} (${after}).`);
    reportArrival(context, await waitForServers(context, switched));
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
  }
});
