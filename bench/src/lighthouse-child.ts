/**
 * The child process of lighthouse-isolated.ts: it receives one page's runs (a LighthouseRequest),
 * makes them one after another with runLighthouse, sends the figures back and exits, so whatever
 * Lighthouse keeps between runs goes with the process.
 */
import { isLighthouseRequest, type LighthouseReply } from './lighthouse-isolated';

async function answer(request: unknown): Promise<void> {
  if (!isLighthouseRequest(request)) {
    console.error(`lighthouse-child: not a Lighthouse request: ${JSON.stringify(request)}`);
    process.exit(1);
  }
  const runs: LighthouseReply = [];
  if (request.runs > 0) {
    // Lighthouse loads only for a run: importing it is most of the child's start (over 20 s on a
    // loaded 2-core machine, past a unit test's time limit), and the tests' round trips make none.
    const { runLighthouse } = await import('./lighthouse-run');
    for (let run = 0; run < request.runs; run += 1) runs.push(await runLighthouse(request.url, { slowdowns: request.slowdowns }));
  }
  process.send!(runs, () => process.exit(0));
}

process.once('message', (request: unknown) => {
  answer(request).catch((error: unknown) => {
    console.error('lighthouse-child:', error);
    process.exit(1);
  });
});
