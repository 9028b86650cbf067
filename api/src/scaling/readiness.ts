/**
 * Whether this replica wants traffic. It starts ready once it listens (the database is
 * migrated and seeded by then) and stops being ready for good when shutdown begins, so a
 * balancer polling `/api/health/ready` takes it out before its listener closes.
 */
export class Readiness {
  private draining = false;

  get ready(): boolean {
    return !this.draining;
  }

  drain(): void {
    this.draining = true;
  }
}
