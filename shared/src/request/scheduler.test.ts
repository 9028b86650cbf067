import { afterEach, describe, expect, it } from 'vitest';
import { resetScheduler, schedule } from './scheduler';

/** A task that runs until released, recording when it started. */
function held(name: string, started: string[]) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the scheduler: background requests yield their place', () => {
  afterEach(() => resetScheduler());

  it("lets a page's read start before background requests that were waiting longer", async () => {
    const started: string[] = [];
    const signal = new AbortController().signal;
    const running = ['b1', 'b2', 'b3'].map((name) => held(name, started));
    const first = running.map((job, i) => schedule(`/bg/${i}`, signal, job.task, true));
    await settle();
    expect(started).toEqual(['b1', 'b2', 'b3']);

    const waiting = ['b4', 'b5'].map((name) => held(name, started));
    const queued = waiting.map((job, i) => schedule(`/bg/${i + 4}`, signal, job.task, true));
    const page = held('page', started);
    const pageRead = schedule('/page', signal, page.task);
    await settle();
    expect(started).toEqual(['b1', 'b2', 'b3']);

    running[0]!.release();
    await settle();
    expect(started).toEqual(['b1', 'b2', 'b3', 'page']);

    running[1]!.release();
    await settle();
    expect(started).toEqual(['b1', 'b2', 'b3', 'page', 'b4']);

    for (const job of [...running, ...waiting, page]) job.release();
    expect(await Promise.all([...first, ...queued, pageRead])).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'page']);
  });

  it('gives a background request a place at once when nothing else wants one, and lets it go on abort', async () => {
    const started: string[] = [];
    const controller = new AbortController();
    const jobs = ['p1', 'p2', 'p3'].map((name) => held(name, started));
    const pages = jobs.map((job, i) => schedule(`/p/${i}`, controller.signal, job.task));
    const later = new AbortController();
    const background = schedule('/bg', later.signal, held('bg', started).task, true);
    await settle();
    expect(started).toEqual(['p1', 'p2', 'p3']);
    later.abort(new Error('cancelled'));
    await expect(background).rejects.toThrow();
    for (const job of jobs) job.release();
    await Promise.all(pages);
  });
});
