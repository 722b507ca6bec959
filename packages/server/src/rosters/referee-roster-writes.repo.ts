import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RosterType } from '@portal/domain/rosters/rosters.rules';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { gameTeamNames } from '../platform/game-teams';
import { courts, divisions, games, venues } from '../platform/league.tables';
import { refereeAssignments, refereePublishedDates } from './rosters.tables';

// Drizzle writes of the referee coordinator (docs/decisions/195): assignments and published dates. Plain rows out.

/** The live assignment of a function of a game, if any. */
export async function liveAssignment(tx: DbOrTx, gameId: number, fn: string) {
  const [row] = await tx
    .select({ id: refereeAssignments.id, memberId: refereeAssignments.memberId, movedAt: refereeAssignments.movedAt })
    .from(refereeAssignments)
    .where(
      and(
        eq(refereeAssignments.gameId, gameId),
        eq(refereeAssignments.memberType, fn),
        isNull(refereeAssignments.cancelledAt),
      ),
    )
    .for('update');
  return row;
}

/** Whether the official holds a live function of the game (one per official and game: the partial unique key). */
export async function holdsOtherFunction(tx: DbOrTx, gameId: number, memberId: number): Promise<boolean> {
  return (
    (
      await tx
        .select({ id: refereeAssignments.id })
        .from(refereeAssignments)
        .where(
          and(
            eq(refereeAssignments.gameId, gameId),
            eq(refereeAssignments.memberId, memberId),
            isNull(refereeAssignments.cancelledAt),
          ),
        )
        .limit(1)
    ).length > 0
  );
}

/** The coordinator keeps the official at the moved game's new time: the flag goes (decision 278). */
export async function confirmMoved(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(refereeAssignments).set({ movedAt: null }).where(eq(refereeAssignments.id, id));
}

/** Cancel an assignment (kept, so the official's feed says so: rosters.tables.ts). */
export async function cancelAssignment(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(refereeAssignments).set({ cancelledAt: at }).where(eq(refereeAssignments.id, id));
}

/** New live assignments; a function someone took meanwhile is skipped (the partial unique key), not doubled. */
export async function insertAssignments(
  tx: DbOrTx,
  rows: { gameId: number; memberId: number; rosterType: RosterType; memberType: string }[],
) {
  if (!rows.length) return [];
  return tx.insert(refereeAssignments).values(rows).onConflictDoNothing().returning({
    id: refereeAssignments.id,
    gameId: refereeAssignments.gameId,
    memberType: refereeAssignments.memberType,
    memberId: refereeAssignments.memberId,
  });
}

/** The venues with games between two teams on a date of a season. */
export async function venuesPlaying(tx: DbOrTx, seasonId: number, date: string): Promise<number[]> {
  return (
    await tx
      .selectDistinct({ venueId: courts.venueId })
      .from(games)
      .innerJoin(divisions, eq(divisions.id, games.divisionId))
      .innerJoin(courts, eq(courts.id, games.courtId))
      .where(
        and(eq(divisions.seasonId, seasonId), eq(games.date, date), isNotNull(games.teamAId), isNotNull(games.teamBId)),
      )
  ).map((r) => r.venueId);
}

/** Mark a date published at these venues (a date published again keeps its first time). */
export async function markPublished(tx: DbOrTx, seasonId: number, date: string, venueIds: number[]): Promise<void> {
  await tx
    .insert(refereePublishedDates)
    .values(venueIds.map((venueId) => ({ seasonId, venueId, date })))
    .onConflictDoNothing();
}

/** Every live assignment of a date of a season, with what an official's email says, by official, time and court. */
export function dateAssignments(tx: DbOrTx, seasonId: number, date: string) {
  return tx
    .select({
      memberId: members.id,
      email: members.email,
      firstname: members.firstname,
      lastname: members.lastname,
      fn: refereeAssignments.memberType,
      time: games.timeFrom,
      court: courts.name,
      venue: venues.name,
      division: divisions.name,
      ...gameTeamNames,
    })
    .from(refereeAssignments)
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(members, eq(members.id, refereeAssignments.memberId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .innerJoin(venues, eq(venues.id, courts.venueId))
    .where(
      and(
        eq(divisions.seasonId, seasonId),
        eq(games.date, date),
        isNull(refereeAssignments.cancelledAt),
        isNotNull(games.teamAId),
      ),
    )
    .orderBy(asc(members.id), asc(games.timeFrom), asc(courts.name));
}

/** Lock a season's referee roster while it is published or suggested (PostgreSQL; PGlite runs one at a time). */
export async function lockRoster(tx: DbOrTx, seasonId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`referee-roster:${seasonId}`}, 0))`);
}
