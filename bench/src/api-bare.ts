/**
 * The baseline of `npm run bench:api`: a bare Fastify server, nothing registered but routes
 * that send a fixed JSON body (a tiny one, and the exact bytes the real API answered, so both
 * put the same number of bytes on the wire). Prints `Bare running at <url>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env['BENCH_BODIES']!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/tiny', async (_request, reply) => reply.type('application/json; charset=utf-8').send('{"success":true,"data":"ok"}'));
app.get<{ Params: { name: string } }>('/fixed/:name', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies[request.params.name] ?? '{}'),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`Bare running at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
