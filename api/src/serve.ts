/**
 * The server as a process: what `npm start` ends in, what each replica and the image run
 * (compiled: `node api/dist/serve.js`; in development `node --import tsx api/src/serve.ts`).
 * A module of its own, apart from main.ts, so that importing main.ts (scripts/start.ts, tests)
 * never starts a server.
 */
import { main } from './main';

await main();
