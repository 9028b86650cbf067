/** A render's time limit: every step it waits for races the same clock. */
export class Deadline {
  private readonly expired: Promise<never>;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly ms: number) {
    this.expired = new Promise<never>((_, reject) => {
      this.timer = setTimeout(() => reject(new Error(`the page's time limit of ${ms} ms ran out`)), ms);
      this.timer.unref?.();
    });
    // Nobody may be racing when it fires.
    this.expired.catch(() => undefined);
  }

  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.expired]);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
