/**
 * How the harnesses start the server, run from the repository root with `process.execPath`: the
 * compiled server, as `npm start` and the image run it (scripts/compiled.mjs compiles it first if
 * a source changed since `npm run build`), in this one node process, so a signal reaches it.
 */
export const SERVER_COMMAND = ['scripts/compiled.mjs', 'serve'];

/** The same for one of the command-line tools (`release`, `rollback`, `promote`, `releases`, `inbox`, `partners`, `content-import`). */
export function cliCommand(name: 'release' | 'rollback' | 'promote' | 'releases' | 'inbox' | 'partners' | 'content-import', args: string[]): string[] {
  return ['scripts/compiled.mjs', name, ...args];
}
