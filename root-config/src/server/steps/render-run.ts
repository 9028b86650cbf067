import type { Language } from '@site/shared/contract';
import { Deadline } from '../deadline';
import type { LogOnce } from '../log-once';

/**
 * One page's render as its steps share it: the request, one time limit every wait races, and
 * the failures met on the way. A failure leaves a part to the browser: it is logged once per
 * cause, and the page is not complete (it is sent, never cached).
 */
export class RenderRun {
  private failed = false;
  readonly deadline: Deadline;

  constructor(
    readonly request: { path: string; search: string; lang: Language },
    private readonly log: LogOnce,
    timeLimitMs: number,
  ) {
    this.deadline = new Deadline(timeLimitMs);
  }

  /** every section rendered whole: the page may be cached */
  get complete(): boolean {
    return !this.failed;
  }

  fail(cause: string, message: string, error?: unknown): void {
    this.failed = true;
    this.log.log(cause, `[ssr] ${message}`, error);
  }

  finish(): void {
    this.deadline.clear();
  }
}
