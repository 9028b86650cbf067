/**
 * A replica following a part of the database (the live releases, the partners): `sync` at once,
 * then again `pollMs` after each one ends (never two at once), until stopped; the timer keeps no
 * process alive. While it fails, `problem` hears of each cause once, and `recovered` once when it
 * works again: a log line for what changed, not one a poll.
 */
export class Polling {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private lastProblem: string | null = null;

  constructor(
    private readonly sync: () => Promise<void>,
    private readonly options: { pollMs: number; problem: (message: string) => void; recovered: () => void },
  ) {}

  /** The first sync (its failure is the caller's), then the polls. */
  async start(): Promise<void> {
    await this.sync();
    this.schedule();
  }

  /** The polls alone, the first `pollMs` from now: for work whose failures are only ever said, never the caller's. */
  startLater(): void {
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sync()
        .then(
          () => this.ok(),
          (error: unknown) => this.failed(error instanceof Error ? error.message : String(error)),
        )
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private failed(message: string): void {
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    this.options.problem(message);
  }

  private ok(): void {
    if (this.lastProblem === null) return;
    this.lastProblem = null;
    this.options.recovered();
  }
}
