import { servicesQuery } from '@site/shared/request';
import type { ServerRoute } from '@site/shared/page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesOf, readData, type ReadApi } from './read-data';
import { testRun } from '../testing/test-run';

const services = { success: true, data: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 50 } };
const reading = (reads: () => ServerRoute['reads'] extends () => infer R ? R : never): ServerRoute => ({
  reads,
  blocks: [],
  slots: () => ({}),
});

let finish = () => undefined as void;
afterEach(() => finish());

describe('queriesOf', () => {
  it("gathers the routes' and the blocks' queries, one per path; a route that cannot say is left out", () => {
    const { run, warnings } = testRun();
    finish = () => run.finish();
    const broken = reading(() => {
      throw new Error('no');
    });
    expect(queriesOf(run, [reading(() => [servicesQuery]), null, broken], [servicesQuery]).map((query) => query.path)).toEqual(['/v1/services']);
    expect(warnings).toEqual(['[ssr] a route could not say what it reads.']);
  });
});

describe('readData', () => {
  it('keeps a checked success and a 4xx, leaves a 5xx, a body that is not JSON and one that fails its schema to the browser', async () => {
    const replies: Record<string, { status: number; json: string }> = {
      '/v1/services': { status: 200, json: JSON.stringify(services) },
    };
    const read = vi.fn<ReadApi>(async (path) => replies[path] ?? { status: 503, json: '{}' });
    const { run, warnings } = testRun();
    finish = () => run.finish();
    const missing = { ...servicesQuery, path: '/v1/services/none' };
    const gone = { ...servicesQuery, path: '/v1/services/gone' };
    const broken = { ...servicesQuery, path: '/v1/services/broken' };
    const wrong = { ...servicesQuery, path: '/v1/services/wrong' };
    replies[missing.path] = { status: 404, json: '{"success":false,"message":"Service not found"}' };
    replies[broken.path] = { status: 200, json: '{"success":' };
    replies[wrong.path] = { status: 200, json: '{"success":true,"data":{"data":"no"}}' };
    const got = await readData(run, read, [servicesQuery, missing, gone, broken, wrong]);
    expect(got).toEqual([
      { path: '/v1/services', status: 200, body: services },
      { path: '/v1/services/none', status: 404, body: { success: false, message: 'Service not found' } },
    ]);
    expect(read).toHaveBeenCalledWith('/v1/services', 'en');
    expect(run.complete).toBe(false);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toBe('[ssr] /v1/services/gone answered 503; the browser reads it.');
  });
});
