import { and, asc, between, desc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, rounds } from '../platform/league.tables';
import { officialPayRates, payRunLines, payRuns, refereeAssignments, refereePublishedDates } from './rosters.tables';

// Drizzle queries of officials' pay (docs/decisions/196). Plain rows out.

export function rates(db: DbOrTx) {
  return db
    .select({
      rosterType: officialPayRates.rosterType,
      gameKind: officialPayRates.gameKind,
      amountCents: officialPayRates.amountCents,
    })
    .from(officialPayRates);
}

/** Set one rate; answers the amount it had (null when none). */
export async function upsertRate(tx: DbOrTx, r: typeof officialPayRates.$inferInsert): Promise<number | null> {
  const [before] = await tx
    .select({ amountCents: officialPayRates.amountCents })
    .from(officialPayRates)
    .where(and(eq(officialPayRates.rosterType, r.rosterType), eq(officialPayRates.gameKind, r.gameKind)))
    .for('update');
  await tx
    .insert(officialPayRates)
    .values(r)
    .onConflictDoUpdate({
      target: [officialPayRates.rosterType, officialPayRates.gameKind],
      set: { amountCents: r.amountCents, updatedAt: sql`now()` },
    });
  return before?.amountCents ?? null;
}

const hasBankColumns = sql<boolean>`(${members.acctNameEnc} is not null and ${members.acctBsbEnc} is not null and ${members.acctNumberEnc} is not null)`;

/** The joins every payable question reads: the official, the game, its round, division, court, published date and rate. */
function payJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(
      refereePublishedDates,
      and(
        eq(refereePublishedDates.seasonId, divisions.seasonId),
        eq(refereePublishedDates.venueId, courts.venueId),
        eq(refereePublishedDates.date, games.date),
      ),
    )
    .innerJoin(
      officialPayRates,
      and(eq(officialPayRates.rosterType, refereeAssignments.rosterType), eq(officialPayRates.gameKind, rounds.stage)),
    );
}

const paidAssignment = alias(refereeAssignments, 'paid_assignment');

/**
 * Live, at a rate above 0, and the official paid in no run for this game (with payJoins): an official is paid once per
 * game, so a paid assignment cancelled and given again to the same official is not paid twice (decision 278).
 */
const unpaid = (db: DbOrTx) =>
  and(
    isNull(refereeAssignments.cancelledAt),
    sql`${officialPayRates.amountCents} > 0`,
    notExists(
      db
        .select({ one: sql`1` })
        .from(payRunLines)
        .innerJoin(paidAssignment, eq(paidAssignment.id, payRunLines.assignmentId))
        .where(
          and(
            eq(paidAssignment.gameId, refereeAssignments.gameId),
            eq(paidAssignment.memberId, refereeAssignments.memberId),
          ),
        ),
    ),
  );

/**
 * Live assignments of games in the range played by `today`, on a date published at the game's venue, not paid in
 * any run, whose roster type and game kind have a rate above 0: with that rate, and whether the official gave bank details.
 */
export function payable(db: DbOrTx, from: string, to: string, today: string) {
  const q = db
    .select({
      assignmentId: refereeAssignments.id,
      memberId: refereeAssignments.memberId,
      amountCents: officialPayRates.amountCents,
      hasBank: hasBankColumns,
    })
    .from(refereeAssignments)
    .$dynamic();
  return payJoins(q)
    .where(and(unpaid(db), between(games.date, from, to), lte(games.date, today)))
    .orderBy(asc(refereeAssignments.id));
}

/**
 * The officials owed pay who gave no bank details (decision 283): their payable games played by `today` (any date),
 * counted and summed, with their EFT flag and email.
 */
export function owedWithoutBank(db: DbOrTx, today: string) {
  const q = db
    .select({
      memberId: members.id,
      firstname: members.firstname,
      lastname: members.lastname,
      email: members.email,
      isEft: members.isEft,
      games: sql<number>`count(*)::int`,
      amountCents: sql<number>`sum(${officialPayRates.amountCents})::int`,
    })
    .from(refereeAssignments)
    .$dynamic();
  return payJoins(q)
    .where(and(unpaid(db), lte(games.date, today), sql`not ${hasBankColumns}`))
    .groupBy(members.id)
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id));
}

export async function insertRun(
  tx: DbOrTx,
  run: typeof payRuns.$inferInsert,
  lines: { assignmentId: number; memberId: number; amountCents: number }[],
): Promise<number> {
  const [row] = await tx.insert(payRuns).values(run).returning({ id: payRuns.id });
  await tx.insert(payRunLines).values(lines.map((l) => ({ ...l, payRunId: row!.id })));
  return row!.id;
}

const exporter = alias(members, 'pay_run_exporter');
/** Who last exported a run's file: their name (null before an export, or when their record is gone). */
const exporterName = sql<string | null>`nullif(trim(concat_ws(' ', ${exporter.firstname}, ${exporter.lastname})), '')`;

const runColumns = {
  id: payRuns.id,
  from: payRuns.fromDate,
  to: payRuns.toDate,
  createdAt: payRuns.createdAt,
  exportedAt: payRuns.exportedAt,
  exportedBy: exporterName,
  officials: sql<number>`count(distinct ${payRunLines.memberId})::int`,
  games: sql<number>`count(${payRunLines.id})::int`,
  totalCents: sql<number>`coalesce(sum(${payRunLines.amountCents}), 0)::int`,
};

const runsWithLines = (db: DbOrTx) =>
  db
    .select(runColumns)
    .from(payRuns)
    .leftJoin(payRunLines, eq(payRunLines.payRunId, payRuns.id))
    .leftJoin(exporter, eq(exporter.id, payRuns.exportedBy));

export function runList(db: DbOrTx) {
  return runsWithLines(db).groupBy(payRuns.id, exporter.id).orderBy(desc(payRuns.id));
}

export async function runById(db: DbOrTx, id: number) {
  const [row] = await runsWithLines(db).where(eq(payRuns.id, id)).groupBy(payRuns.id, exporter.id);
  return row;
}

/** Lock a run's row (exports of one run queue here; decision 262): when it was last exported, and by whom. */
export async function lockRunExport(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ exportedAt: payRuns.exportedAt, exportedBy: payRuns.exportedBy })
    .from(payRuns)
    .where(eq(payRuns.id, id))
    .for('update');
  if (!row?.exportedBy) return row && { ...row, by: null };
  const [who] = await tx
    .select({ firstname: members.firstname, lastname: members.lastname })
    .from(members)
    .where(eq(members.id, row.exportedBy));
  return { ...row, by: who ? `${who.firstname} ${who.lastname}`.trim() : null };
}

/** The lines of a run with their game, function, kind and official (with the encrypted bank columns for the export). */
export function runLines(db: DbOrTx, id: number) {
  return db
    .select({
      memberId: payRunLines.memberId,
      amountCents: payRunLines.amountCents,
      fn: refereeAssignments.memberType,
      kind: rounds.stage,
      date: games.date,
      time: games.timeFrom,
      division: divisions.name,
      ...gameTeamNames,
      firstname: members.firstname,
      lastname: members.lastname,
      acctNameEnc: members.acctNameEnc,
      acctBsbEnc: members.acctBsbEnc,
      acctNumberEnc: members.acctNumberEnc,
    })
    .from(payRunLines)
    .innerJoin(refereeAssignments, eq(refereeAssignments.id, payRunLines.assignmentId))
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(members, eq(members.id, payRunLines.memberId))
    .where(eq(payRunLines.payRunId, id))
    .orderBy(asc(members.lastname), asc(members.firstname), asc(members.id), asc(games.date), asc(games.timeFrom));
}
export type RunLine = Awaited<ReturnType<typeof runLines>>[number];

export async function markExported(tx: DbOrTx, id: number, by: number, at: Date): Promise<void> {
  await tx.update(payRuns).set({ exportedAt: at, exportedBy: by }).where(eq(payRuns.id, id));
}

/** Serialise pay runs (PostgreSQL; PGlite runs one at a time): two runs at once cannot both take one game. */
export async function lockPayRuns(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('officials-pay-runs', 0))`);
}
