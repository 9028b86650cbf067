import type { Language, RemoteName } from '@site/shared/contract';
import { Deadline } from '../deadline';
import type { LogOnce } from '../log-once';

/**
 * One page's render as its steps share it: the request, one time limit every wait races, and
 * the failures met on the way. A failure leaves a part to the browser: it is logged once per
 * cause, and the page is not complete (it is sent, never cached).
 */
export class RenderRun {
  private failed = false;
  /** the sections whose part of the page failed on the server (counted as errors of their version) */
  readonly failedSections = new Set<RemoteName>();
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

  /** A part left to the browser (of `remote`'s, when it is a section's doing): logged once per cause, the page not kept. */
  fail(cause: string, message: string, error?: unknown, remote?: RemoteName): void {
    this.failed = true;
    if (remote) this.failedSections.add(remote);
    this.log.log(cause, `[ssr] ${message}`, error);
  }

  /** A part of `remote` rendered its error fallback: an error of its version, though the page is whole. */
  showedErrorFallback(remote: RemoteName): void {
    this.failedSections.add(remote);
  }

  finish(): void {
    this.deadline.clear();
  }
}
