/**
 * Logs each cause once: a section that is down fails on every request, and the log should
 * say so once (and again after the manifest changed, see `reset`), not once a request.
 */
export class LogOnce {
  private readonly seen = new Set<string>();

  constructor(private readonly write: (message: string, error?: unknown) => void) {}

  log(cause: string, message: string, error?: unknown): void {
    if (this.seen.has(cause)) return;
    // Bounded: a cause is a section and a kind of failure, but a message may carry a path.
    if (this.seen.size >= 500) this.seen.clear();
    this.seen.add(cause);
    this.write(message, error);
  }

  reset(): void {
    this.seen.clear();
  }
}
