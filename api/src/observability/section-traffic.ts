import { remoteNames, type RemoteName } from '@site/shared/contract';

/**
 * What one replica counts for one version of one section: the seam between safe releases (the
 * canary's automatic rollback and `npm run releases` read these counts, summed over every
 * replica through the database) and the operator's metrics (the Prometheus endpoint reads this
 * replica's totals). See docs/scaling.md, "Counting each section version".
 */
export interface VersionCounts {
  /** pages rendered or answered with this version of the section in them */
  pageViews: number;
  /** this server's own failures with this version: a render that threw or showed the error fallback */
  serverErrors: number;
  /** reports from browsers (`POST /api/v1/client-errors`) and from widgets on partner pages */
  browserErrors: number;
}

export type CountKind = keyof VersionCounts;

/** One section version's counts, as the flush to the database and the metrics read them. */
export interface VersionTally {
  section: RemoteName;
  version: string;
  counts: VersionCounts;
}

/**
 * Distinct versions kept per section. A replica sees the live version, a canary and a preview at
 * most, plus the previous live version for a while after a switch; anything past this is
 * counted under OTHER_VERSION so no caller (a browser's report least of all) can grow the map.
 */
const MAX_VERSIONS_PER_SECTION = 8;
/** Where counts of versions past the bound, or of a version string that is not a version, go. */
const OTHER_VERSION = 'other';
/** A version as releases name them (a hash, `build` for the servers' own dist/ build). */
const VERSION_SHAPE = /^[A-Za-z0-9._-]{1,64}$/;

const zero = (): VersionCounts => ({ pageViews: 0, serverErrors: 0, browserErrors: 0 });

/**
 * Counts page views and errors per section version on this replica, bounded in labels whatever
 * callers pass. Keeps two views of the same counts: totals since the process started (monotonic,
 * for Prometheus counters) and what has not yet been flushed to the shared store (taken, and put
 * back when the store could not take them, so an outage of the database loses no count).
 */
export class SectionTraffic {
  private readonly totals = new Map<string, VersionTally>();
  private unflushed = new Map<string, VersionTally>();

  /** Adds `amount` to one count of `section` at `version`; an unknown section is ignored. */
  count(section: string, version: string, kind: CountKind, amount = 1): void {
    if (!isRemoteName(section) || !(amount > 0)) return;
    const key = this.keyFor(section, version);
    add(this.totals, key, kind, amount);
    add(this.unflushed, key, kind, amount);
  }

  /** Every section version counted since this process started, in a stable order. */
  allTotals(): VersionTally[] {
    return [...this.totals.values()].map(copy).sort(byKey);
  }

  /** The counts not yet flushed, cleared here: the caller writes them, or gives them back with `putBack`. */
  takeUnflushed(): VersionTally[] {
    const taken = [...this.unflushed.values()];
    this.unflushed = new Map();
    return taken.sort(byKey);
  }

  /** Counts a flush could not write (the database away): they go out with the next one. */
  putBack(tallies: readonly VersionTally[]): void {
    for (const tally of tallies) {
      const key = `${tally.section}\n${tally.version}`;
      for (const kind of Object.keys(tally.counts) as CountKind[]) if (tally.counts[kind] > 0) add(this.unflushed, key, kind, tally.counts[kind]);
    }
  }

  /** The map key of a section version, the version folded into OTHER_VERSION when it is malformed or one too many. */
  private keyFor(section: RemoteName, version: string): string {
    const named = VERSION_SHAPE.test(version) ? version : OTHER_VERSION;
    const key = `${section}\n${named}`;
    if (this.totals.has(key) || named === OTHER_VERSION) return key;
    let seen = 0;
    for (const tally of this.totals.values()) if (tally.section === section && tally.version !== OTHER_VERSION) seen += 1;
    return seen < MAX_VERSIONS_PER_SECTION ? key : `${section}\n${OTHER_VERSION}`;
  }
}

function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

function add(map: Map<string, VersionTally>, key: string, kind: CountKind, amount: number): void {
  let tally = map.get(key);
  if (!tally) {
    const [section, version] = key.split('\n') as [RemoteName, string];
    tally = { section, version, counts: zero() };
    map.set(key, tally);
  }
  tally.counts[kind] += amount;
}

function copy(tally: VersionTally): VersionTally {
  return { section: tally.section, version: tally.version, counts: { ...tally.counts } };
}

function byKey(a: VersionTally, b: VersionTally): number {
  return a.section === b.section ? a.version.localeCompare(b.version) : a.section.localeCompare(b.section);
}
