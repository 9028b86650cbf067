/**
 * Lighthouse in a child process per page. Run inside the bench's own process, Lighthouse keeps
 * something from every run: the whole table (36 pages, 3 runs each, two audits per run) ran the
 * bench out of its 4 GB heap on its last page, before it printed the table. A child per page
 * starts in about 2 s and hands its memory back when it exits.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CpuSlowdown, LighthouseFigures } from './lighthouse-run';

export interface LighthouseRequest {
  url: string;
  runs: number;
  slowdowns: CpuSlowdown[];
}

/** Per run, the figures of each slowdown asked for, in the request's order. */
export type LighthouseReply = LighthouseFigures[][];

export const isLighthouseRequest = (value: unknown): value is LighthouseRequest => {
  if (typeof value !== 'object' || value === null) return false;
  const { url, runs, slowdowns } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    Number.isInteger(runs) &&
    Array.isArray(slowdowns) &&
    slowdowns.every((slowdown) => slowdown === 'calibrated' || typeof slowdown === 'number')
  );
};

const childModule = fileURLToPath(new URL('./lighthouse-child.ts', import.meta.url));

/** `runs` Lighthouse runs of one page, each audited at every slowdown, in a child Node process. */
export function runLighthouseInChild(request: LighthouseRequest): Promise<LighthouseReply> {
  return new Promise((resolve, reject) => {
    // 'advanced' serialisation keeps a failed run's NaN figures NaN (JSON would make them null).
    const child = fork(childModule, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: 'inherit' });
    let reply: LighthouseReply | undefined;
    child.once('message', (message) => {
      reply = message as LighthouseReply;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (reply && code === 0) resolve(reply);
      else reject(new Error(`Lighthouse child for ${request.url} exited with ${signal ?? code} before it answered`));
    });
    child.send(request);
  });
}
