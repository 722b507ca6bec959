import { readVersions, type VersionRow, type VersionsDb } from './cache-versions.repo';

// Which kept answers are stale, per database handle (docs/decisions/169-kept-answers.md). A logical clock: each drop
// of scopes takes the next tick, a build is stamped with the tick it started at, and an answer is usable only if its
// stamp is not older than the last drop of its scope. This server drops the scopes of its own writes once they have
// committed (kept-writes.ts); on a shared PostgreSQL it also reads cache_versions, where every server's writes count
// their scopes in their own transaction, at most once every POLL_MS, and drops the scopes whose count moved.

/** The most time between two reads of cache_versions by one server, while it answers requests. */
export const POLL_MS = 1000;
/** Counts older than this (after a quiet spell) are read again before an answer is used. */
const WAIT_MS = 2 * POLL_MS;

/**
 * A scope names what kept answers depend on: an area (`store`) or a part of one (`competition:division:3`).
 * Dropping an area drops its parts too; an answer kept under the area itself depends on every part.
 */
export function areaOf(scope: string): string {
  const colon = scope.indexOf(':');
  return colon < 0 ? scope : scope.slice(0, colon);
}

export class KeptVersions {
  /** The tick of the latest drop. */
  clock = 0;
  private readonly droppedAt = new Map<string, number>();
  private readonly areaChangedAt = new Map<string, number>();
  /** cache_versions as this server last read or wrote it. */
  private readonly seen = new Map<string, number>();
  private ready = false;
  /** The first read failed and answers were made meanwhile: the next read drops every scope it finds. */
  private blind = false;
  private reading: Promise<void> | null = null;
  private lastPoll = -Infinity;
  /** This server's statements that may have written, and how many of them the last read of the counts began after. */
  private writes = 0;
  private readFrom = 0;

  /**
   * `shared` is the database when other servers may write it too (PostgreSQL); null for the embedded PGlite. `now`
   * times the reads (a test that reads the counts itself stops it).
   */
  constructor(
    private readonly shared: VersionsDb | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** The tick from which answers of this scope (in this area) are fresh. */
  freshFrom(scope: string, area = areaOf(scope)): number {
    if (area === scope) return this.areaChangedAt.get(area) ?? 0;
    return Math.max(this.droppedAt.get(scope) ?? 0, this.droppedAt.get(area) ?? 0);
  }

  /** Drop the answers of these scopes: those kept, and those being built now (never kept nor handed on). */
  drop(scopes: Iterable<string>): void {
    const tick = this.clock + 1;
    for (const scope of scopes) {
      this.clock = tick;
      this.droppedAt.set(scope, tick);
      this.areaChangedAt.set(areaOf(scope), tick);
    }
  }

  /** The counts this server's own write set, after its commit: its next read does not drop fresh answers again. */
  noteOwn(rows: readonly VersionRow[]): void {
    for (const row of rows) this.seen.set(row.scope, row.version);
  }

  /**
   * A statement that may have written finished on this server (db.ts tells, on PostgreSQL): the next use of a kept
   * answer waits for a read of the counts begun after it, so this server's own writes counted by the database's
   * triggers (the sign-in reads' parts, decision 348) show at its very next request, as writeKept's do.
   */
  wrote(): void {
    this.writes++;
  }

  /**
   * Called before each use of a kept answer, on a shared database: a read of the counts starts when the last one is
   * POLL_MS old, without making the request wait, so under traffic another server's write is seen here within about
   * POLL_MS (plus the read's round trip). The first use, a use after a quiet spell (counts WAIT_MS old) and a use
   * after this server wrote wait for the read: an answer is never used on counts older than that. A failed read is
   * tried again POLL_MS later; answers made meanwhile are bounded by their time-to-live. Nothing to do on the embedded
   * PGlite: this process is its only writer.
   */
  sync(): Promise<void> | undefined {
    if (!this.shared) return undefined;
    if (this.readFrom < this.writes) return this.catchUp(this.writes);
    const age = this.now() - this.lastPoll;
    if (age >= POLL_MS && !this.reading) this.reading = this.readCounts();
    return !this.ready || age >= WAIT_MS ? (this.reading ?? undefined) : undefined;
  }

  /** Wait for a read of the counts begun after this server's `writes`-th write (one already under way, then one more). */
  private async catchUp(writes: number): Promise<void> {
    for (let tries = 0; tries < 2 && this.readFrom < writes; tries++) {
      if (!this.reading) this.reading = this.readCounts();
      await this.reading;
    }
  }

  /** One read of the counts, shared by whoever waits for it; a failure is left to the time-to-live and the next read. */
  private readCounts(): Promise<void> {
    const writes = this.writes;
    return this.poll()
      .then(() => {
        this.readFrom = Math.max(this.readFrom, writes);
      })
      .catch(() => {
        if (!this.ready) this.blind = true;
      })
      .finally(() => {
        this.reading = null;
      });
  }

  /**
   * Read every count and drop the scopes whose count moved since the last read. The first read only records them,
   * unless an earlier first read failed: answers made since then drop with every scope it finds.
   */
  async poll(): Promise<void> {
    if (!this.shared) return;
    this.lastPoll = this.now();
    const changed: string[] = [];
    for (const row of await readVersions(this.shared)) {
      if ((this.ready || this.blind) && this.seen.get(row.scope) !== row.version) changed.push(row.scope);
      this.seen.set(row.scope, row.version);
    }
    this.ready = true;
    this.blind = false;
    this.drop(changed);
  }
}
