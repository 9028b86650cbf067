import { LogOnce } from '../log-once';
import { RenderRun } from '../steps/render-run';

/** A render run for a step's test: its warnings collected, a time limit of `timeLimitMs`. */
export function testRun(request: Partial<RenderRun['request']> = {}, timeLimitMs = 1000): { run: RenderRun; warnings: string[] } {
  const warnings: string[] = [];
  const run = new RenderRun({ path: '/', search: '', lang: 'en', ...request }, new LogOnce((message) => warnings.push(message)), timeLimitMs);
  return { run, warnings };
}
