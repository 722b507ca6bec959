import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { cacheVersions } from './platform.tables';

// The queries of the kept answers' change counts (kept-versions.ts). db.ts imports the kept answers, so the database
// type here is drizzle's own rather than db.ts's (no import cycle in platform).

/** A database handle or a transaction: what these queries need of it. */
export type VersionsDb = Pick<PgDatabase<PgQueryResultHKT>, 'select' | 'insert'>;

export interface VersionRow {
  scope: string;
  version: number;
}

/** The change count of every scope (a few hundred rows at most: one per division, per venue, and a few more). */
export function readVersions(db: VersionsDb): Promise<VersionRow[]> {
  return db.select({ scope: cacheVersions.scope, version: cacheVersions.version }).from(cacheVersions);
}

/** Count a change of these scopes in the writer's transaction (sorted: every writer locks the rows in one order). */
export function bumpVersions(tx: VersionsDb, scopes: string[]): Promise<VersionRow[]> {
  return tx
    .insert(cacheVersions)
    .values([...scopes].sort().map((scope) => ({ scope })))
    .onConflictDoUpdate({
      target: cacheVersions.scope,
      set: { version: sql`${cacheVersions.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ scope: cacheVersions.scope, version: cacheVersions.version });
}
