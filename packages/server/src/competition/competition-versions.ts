import type { DbOrTx } from '../platform/db';
import * as repo from './competition.repo';
import { invalidate } from './public-cache';

// Several portal processes on one DATABASE_URL each hold their own public cache. A writer bumps the change counter
// of what it touched (competition_versions) in its own transaction; every process reads the counters at most once a
// second and drops the answers another process made stale (docs/decisions/024-competition-several-processes.md).
// The embedded PGlite is one process (its data directory is locked), so it never polls.

const POLL_MS = 1_000;

interface Seen { versions: Map<string, number>; ready: boolean; primed: Promise<void> | null; polling: Promise<void> | null; lastPoll: number }

const seen = new WeakMap<object, Seen>();

function seenOf(db: object): Seen {
  let s = seen.get(db);
  if (!s) seen.set(db, (s = { versions: new Map(), ready: false, primed: null, polling: null, lastPoll: 0 }));
  return s;
}

/**
 * Read every counter and drop the answers of scopes whose counter moved since the last read. The first read only
 * records them: it runs before this process serves any answer (syncCompetitionVersions waits for it).
 */
export async function pollCompetitionVersions(db: DbOrTx): Promise<void> {
  const s = seenOf(db);
  s.lastPoll = Date.now();
  const changed: string[] = [];
  for (const row of await repo.readVersions(db)) {
    if (s.ready && s.versions.get(row.scope) !== row.version) changed.push(row.scope);
    s.versions.set(row.scope, row.version);
  }
  s.ready = true;
  if (changed.length) invalidate(db, changed);
}

/** After this process's own commit: remember the counters it set, so its next poll does not drop fresh answers again. */
export function noteOwnVersions(db: object, rows: { scope: string; version: number }[]): void {
  const s = seenOf(db);
  for (const row of rows) s.versions.set(row.scope, row.version);
}

/**
 * Called by each public read when the portal runs on a shared PostgreSQL (DATABASE_URL): the first calls wait for the
 * first read of the counters; later calls start a read at most once a second without waiting, so a change made by
 * another process shows here within about a second (plus the browser's max-age). A failed read is retried by the
 * next request; meanwhile the cache's 60 s TTL still bounds staleness.
 */
export function syncCompetitionVersions(db: DbOrTx, shared: boolean): Promise<void> | undefined {
  if (!shared) return undefined;
  const s = seenOf(db);
  if (!s.ready) {
    s.primed ??= pollCompetitionVersions(db).catch(() => {}).finally(() => { s.primed = null; });
    return s.primed;
  }
  if (!s.polling && Date.now() - s.lastPoll >= POLL_MS) {
    s.polling = pollCompetitionVersions(db).catch(() => {}).finally(() => { s.polling = null; });
  }
  return undefined;
}
