/**
 * The round-robin proxy of the replica harness in a process of its own, for
 * `npm run bench:replicas` (so the proxy and autocannon do not share one event loop):
 * `tsx bench/src/replicas-proxy.ts URL...` prints `Proxy running at URL`.
 */
import { startRoundRobinProxy } from '@site/api/testing/round-robin-proxy';

const proxy = await startRoundRobinProxy(process.argv.slice(2), { keepAlive: true });
console.log(`Proxy running at ${proxy.url}`);
process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
