import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { migrateToLatest } from '../db/migrations';
import { openDatabase } from '../db/open';
import type { Database } from '../db/schema';

/** Runs `work` on the database the environment names (DATA_DIR, or DATABASE_URL), migrated first, and closes it. */
export async function withEnvironmentDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(database.db, database.engine);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export interface Command {
  /** the module's `import.meta.url`: it runs only when it is the script node was started with */
  moduleUrl: string;
  /** what it prints for these arguments */
  run: (argv: readonly string[]) => Promise<string>;
  usage: string;
  /** a refusal staff can act on: its one line (exit 1), or null */
  refused: (error: unknown) => string | null;
  /** a mistake in the command line: its line, then the usage (exit 2); a ConfigError is one too */
  isUsage: (error: unknown) => error is Error;
}

/** A staff CLI's entry (`npm run inbox`, `npm run partners`): its output, or one line and an exit code, never a stack for a mistake. */
export async function runCommand(command: Command): Promise<void> {
  if (process.argv[1] === undefined || command.moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    process.stdout.write(await command.run(process.argv.slice(2)));
  } catch (error) {
    const refusal = command.refused(error);
    if (refusal !== null) {
      console.error(refusal);
      process.exit(1);
    }
    if (command.isUsage(error) || error instanceof ConfigError) {
      if (error.message) console.error(error.message);
      console.error(command.usage);
      process.exit(2);
    }
    throw error;
  }
}
