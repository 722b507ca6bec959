import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as league from '../competition/league.service';
import { recordAudit, type Actor } from '../platform/audit';
import type { Db, DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { defineWorker } from '../platform/worker';
import * as repo from './import-job.repo';
import { writePeople, type PlanRowDb, type Written } from './import-job-write';
import { placeOnTeams, type Note } from './import-teams';
import type { ImportRow } from './import.repo';

// The import job (issue 42 item 3, docs/decisions/299): a running import is written by the background worker of
// platform/worker.ts, a batch of people per transaction, account holders before their children. Progress is in the
// database (the page polls it); a server that stops mid-import loses nothing: its lease runs out and the next round
// (of any server) carries on from the last committed batch, which marked its people done in the same transaction.

/** People per batch: one transaction, one statement per table. */
export const IMPORT_BATCH = 1000;
/** How long a server holds a running import without renewing (each batch renews it). */
export const IMPORT_LEASE_MS = 60_000;
/** A round stops taking batches after this long and lets go of the import, so a server closing waits at most that. */
const ROUND_MS = 20_000;

export interface JobDeps {
  db: Db;
  now: () => Date;
  /** This server's name on the leases it holds. */
  token?: string;
  batch?: number;
  leaseMs?: number;
  roundMs?: number;
}

type BatchOutcome = { outcome: 'more'; people: number } | { outcome: 'done' } | { outcome: 'lost' };

/** Write the next batch of an import this server holds. */
export function runBatch(deps: JobDeps, imp: ImportRow, token: string): Promise<BatchOutcome> {
  const now = deps.now();
  return league.writeLeague({ db: deps.db }, async (w) => {
    const leaseUntil = new Date(now.getTime() + (deps.leaseMs ?? IMPORT_LEASE_MS));
    if (!(await repo.renewLease(w.tx, imp.id, token, leaseUntil))) return { outcome: 'lost' };
    const rows = await repo.pendingRows(w.tx, imp.id, deps.batch ?? IMPORT_BATCH);
    if (!rows.length) return { outcome: 'done' };
    const written = await writePeople(w.tx, imp, rows, now);
    written.result.places = await placeBatch(w, imp, rows, written);
    await repo.markDone(
      w.tx,
      imp.id,
      rows.map((r) => ({
        seq: r.seq,
        memberId: written.memberOf.get(r.seq)!,
        changes: written.decidedChanges.get(r.seq),
      })),
    );
    await repo.insertItems(w.tx, written.items);
    await repo.addProgress(w.tx, imp.id, rows.length, written.result);
    return { outcome: 'more', people: rows.length };
  });
}

/**
 * The batch's places on teams (issue 42 item 5, decision 300), noted as the import's items for undo; answers how many
 * roster places were made. A place the league refuses (a player in two teams of a division) is left out.
 */
async function placeBatch(w: league.LeagueWrite, imp: ImportRow, rows: PlanRowDb[], written: Written): Promise<number> {
  const people = rows
    .filter((r) => r.person.places.length)
    .map((r) => ({ memberId: written.memberOf.get(r.seq)!, line: r.line, places: r.person.places }));
  if (!people.length) return 0;
  const note: Note = (kind, refId, line) => written.items.push({ importId: imp.id, kind, refId, line });
  const placed = await placeOnTeams(w, { importId: imp.id, seasonId: imp.seasonId }, people, note);
  return placed.added;
}

/** Finish an import whose people are all written, with its one audit entry (in the same transaction). */
export async function finish(deps: JobDeps, id: number, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const done = await repo.finishImport(tx, id, token, deps.now());
    if (!done) return false;
    await recordAudit(tx, await actorOf(tx, done.createdBy), {
      action: 'members.import',
      entity: 'import',
      entityId: id,
      before: null,
      after: { file: done.fileName, source: done.source, ...done.counts, result: done.result },
    });
    return true;
  });
}

/** Who the trail names: the staff member who made the import. */
export async function actorOf(tx: DbOrTx, memberId: number | null): Promise<Actor> {
  if (memberId === null) return { command: 'import' };
  const [member] = await tx.select().from(members).where(eq(members.id, memberId));
  return member ? { member } : { command: 'import' };
}

/**
 * One round: take a running import no server holds and write its batches until it is done, the round's time is up,
 * or the lease was lost. A batch that fails stops the import as failed (what committed stays, and can be undone).
 * Answers how many people were written.
 */
export async function importRound(deps: JobDeps): Promise<number> {
  const token = deps.token ?? crypto.randomUUID();
  const started = Date.now();
  const now = deps.now();
  if (!(await repo.anyClaimable(deps.db, now))) return 0;
  const imp = await repo.claimRunning(deps.db, now, new Date(now.getTime() + (deps.leaseMs ?? IMPORT_LEASE_MS)), token);
  if (!imp) return 0;
  let written = 0;
  try {
    for (;;) {
      const batch = await runBatch(deps, imp, token);
      if (batch.outcome === 'lost') return written;
      if (batch.outcome === 'done') {
        await finish(deps, imp.id, token);
        return written;
      }
      written += batch.people;
      if (Date.now() - started > (deps.roundMs ?? ROUND_MS)) break;
    }
  } catch (err) {
    await repo.failImport(deps.db, imp.id, err instanceof Error ? err.message : String(err), deps.now());
    throw err;
  }
  await repo.releaseLease(deps.db, imp.id, token);
  return written;
}

const importWorker = defineWorker({
  name: 'import',
  round: ({ db, now }) => importRound({ db, now }),
  everyMs: () => 1000,
  idle: { busy: (n) => n > 0, factor: 30 },
});

export const registerImportWorker = importWorker.register;
/** Run the next round soon (an import was started here). */
export const wakeImportWorker = importWorker.wake;
/** The round that ran when the app became ready (tests wait for it). */
export const firstImportRound = importWorker.first;
