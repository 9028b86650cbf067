/**
 * `npm start`: builds the site when the build is missing or older than its sources, then
 * serves site, API and database on one port.
 */
import { isBuildFresh } from './build-fingerprint';
import { runBuild } from './build';

if (!isBuildFresh()) {
  console.log('Building the site (the build is missing or out of date)...');
  try {
    runBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { main } = await import('../api/src/main');
await main();
