import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LiveEntry, LiveTally } from '@portal/domain/competition/live-score';
import type { DbOrTx } from '../platform/db';
import { courts, divisions, games, teamMembers, teams, venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { liveConfirmations, liveEntries, liveGames } from './live.tables';

// Drizzle queries of live scoring (docs/decisions/336). Only live.service.ts calls them; the result a confirmation
// makes is written by league.service recordScore.

const teamA = alias(teams, 'team_a');
const teamB = alias(teams, 'team_b');
const holder = alias(members, 'holder');
const personName = (m: { firstname: unknown; lastname: unknown }) =>
  sql<string>`trim(${m.firstname} || ' ' || ${m.lastname})`;

const gameColumns = {
  id: games.id,
  divisionId: games.divisionId,
  divisionName: divisions.name,
  sport: divisions.sport,
  date: games.date,
  timeFrom: games.timeFrom,
  status: games.status,
  court: sql<string>`coalesce(${courts.name}, '')`,
  venue: sql<string>`coalesce(${venues.name}, '')`,
  teamAId: games.teamAId,
  teamA: teamA.name,
  teamBId: games.teamBId,
  teamB: teamB.name,
  scoreA: games.scoreA,
  scoreB: games.scoreB,
  scoredAt: games.scoredAt,
  live: {
    status: liveGames.status,
    holderDevice: liveGames.holderDevice,
    holderMemberId: liveGames.holderMemberId,
    holderName: personName(holder),
    lastSeq: liveGames.lastSeq,
    state: liveGames.state,
    updatedAt: liveGames.updatedAt,
  },
};

function gameQuery(db: DbOrTx) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(teamA, eq(teamA.id, games.teamAId))
    .innerJoin(teamB, eq(teamB.id, games.teamBId))
    .leftJoin(courts, eq(courts.id, games.courtId))
    .leftJoin(venues, eq(venues.id, courts.venueId))
    .leftJoin(liveGames, eq(liveGames.gameId, games.id))
    .leftJoin(holder, eq(holder.id, liveGames.holderMemberId));
}

export type LiveGameRow = Awaited<ReturnType<typeof gameRows>>[number];

/** The games (between two teams) with their live rows, in date and time order. */
export function gameRows(db: DbOrTx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return gameQuery(db).where(inArray(games.id, ids)).orderBy(asc(games.date), asc(games.timeFrom), asc(games.id));
}

/** A division's games scored live and not yet decided. */
export function divisionGamesInProgress(db: DbOrTx, divisionId: number) {
  return gameQuery(db)
    .where(
      and(eq(games.divisionId, divisionId), isNull(games.scoredAt), inArray(liveGames.status, ['live', 'to_confirm'])),
    )
    .orderBy(asc(games.date), asc(games.timeFrom), asc(games.id));
}

/**
 * The games between two teams on `day`, or scored live and undecided since `from` (a game in progress past
 * midnight), limited to `teamIds` and `gameIds` unless `all` (a competition officer's): who may score them.
 */
export async function candidateGameIds(
  db: DbOrTx,
  q: { day: string; from: string; teamIds: number[]; gameIds: number[]; all: boolean },
): Promise<number[]> {
  const mine = q.all
    ? undefined
    : or(
        q.teamIds.length ? inArray(games.teamAId, q.teamIds) : undefined,
        q.teamIds.length ? inArray(games.teamBId, q.teamIds) : undefined,
        q.gameIds.length ? inArray(games.id, q.gameIds) : undefined,
        sql`false`,
      );
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .leftJoin(liveGames, eq(liveGames.gameId, games.id))
    .where(
      and(
        isNotNull(games.teamAId),
        isNotNull(games.teamBId),
        eq(games.status, 'scheduled'),
        or(
          eq(games.date, q.day),
          and(gte(games.date, q.from), lte(games.date, q.day), isNull(games.scoredAt), isNotNull(liveGames.gameId)),
        ),
        mine,
      ),
    );
  return rows.map((r) => r.id);
}

/** The teams among `teamIds` the member manages (manager or team admin). */
export async function managedTeams(db: DbOrTx, memberId: number, teamIds: number[] | null): Promise<number[]> {
  if (teamIds && !teamIds.length) return [];
  const rows = await db
    .selectDistinct({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.memberId, memberId),
        inArray(teamMembers.role, ['manager', 'admin']),
        teamIds ? inArray(teamMembers.teamId, teamIds) : undefined,
      ),
    );
  return rows.map((r) => r.teamId);
}

/**
 * The game's live row, made when missing, locked until the transaction ends: every claim, batch and confirmation of
 * one game takes this lock first, so they happen one after another.
 */
export async function lockLive(tx: DbOrTx, gameId: number) {
  await tx.insert(liveGames).values({ gameId }).onConflictDoNothing();
  const [row] = await tx.select().from(liveGames).where(eq(liveGames.gameId, gameId)).for('update').limit(1);
  return row!;
}

/**
 * What may have changed the game since it was read, read after the live row's lock: a back-office result, a new status
 * (postponed, cancelled, washed out) or date.
 */
export async function gameNow(tx: DbOrTx, gameId: number) {
  const [row] = await tx
    .select({ scoredAt: games.scoredAt, status: games.status, date: games.date })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return row;
}

export async function setHolder(tx: DbOrTx, gameId: number, device: string, memberId: number, at: Date) {
  await tx
    .update(liveGames)
    .set({ holderDevice: device, holderMemberId: memberId, updatedAt: at })
    .where(eq(liveGames.gameId, gameId));
}

/** Every stored entry of the game, in seq order. */
export async function storedEntries(tx: DbOrTx, gameId: number): Promise<LiveEntry[]> {
  const rows = await tx.select().from(liveEntries).where(eq(liveEntries.gameId, gameId)).orderBy(asc(liveEntries.seq));
  return rows.map((r) => ({
    id: r.entryId,
    seq: r.seq,
    kind: r.kind,
    ...(r.team === null ? {} : { team: r.team }),
    ...(r.points === null ? {} : { points: r.points as 1 | 2 | 3 }),
    ...(r.period === null ? {} : { period: r.period }),
    ...(r.undoes === null ? {} : { undoes: r.undoes }),
    at: r.at.toISOString(),
  }));
}

/** Store new entries; one already stored (its game and id) is left as it is. */
export async function insertEntries(
  tx: DbOrTx,
  gameId: number,
  entries: LiveEntry[],
  by: { device: string; memberId: number },
): Promise<void> {
  if (!entries.length) return;
  await tx
    .insert(liveEntries)
    .values(
      entries.map((e) => ({
        gameId,
        entryId: e.id,
        seq: e.seq,
        kind: e.kind,
        team: e.team ?? null,
        points: e.points ?? null,
        period: e.period ?? null,
        undoes: e.undoes ?? null,
        at: new Date(e.at),
        device: by.device,
        memberId: by.memberId,
      })),
    )
    .onConflictDoNothing({ target: [liveEntries.gameId, liveEntries.entryId] });
}

export async function saveTally(
  tx: DbOrTx,
  gameId: number,
  v: { lastSeq: number; state: LiveTally; status?: 'live' | 'to_confirm' | 'final'; at: Date },
) {
  await tx
    .update(liveGames)
    .set({ lastSeq: v.lastSeq, state: v.state, updatedAt: v.at, ...(v.status ? { status: v.status } : {}) })
    .where(eq(liveGames.gameId, gameId));
}

export async function setStatus(tx: DbOrTx, gameId: number, status: 'live' | 'to_confirm' | 'final', at: Date) {
  await tx.update(liveGames).set({ status, updatedAt: at }).where(eq(liveGames.gameId, gameId));
}

export function confirmationsOf(db: DbOrTx, gameIds: number[]) {
  if (!gameIds.length) return Promise.resolve([]);
  return db
    .select({
      gameId: liveConfirmations.gameId,
      side: liveConfirmations.side,
      name: sql<string>`coalesce(${personName(members)}, '')`,
      scoreA: liveConfirmations.scoreA,
      scoreB: liveConfirmations.scoreB,
      at: liveConfirmations.at,
    })
    .from(liveConfirmations)
    .leftJoin(members, eq(members.id, liveConfirmations.memberId))
    .where(inArray(liveConfirmations.gameId, gameIds))
    .orderBy(asc(liveConfirmations.at), asc(liveConfirmations.id));
}

/** A side's confirmation replaces its earlier one. */
export async function confirm(
  tx: DbOrTx,
  c: {
    gameId: number;
    side: 'a' | 'b' | 'officer';
    memberId: number;
    scoreA: number;
    scoreB: number;
    at: Date;
  },
) {
  await tx
    .insert(liveConfirmations)
    .values(c)
    .onConflictDoUpdate({
      target: [liveConfirmations.gameId, liveConfirmations.side],
      set: { memberId: c.memberId, scoreA: c.scoreA, scoreB: c.scoreB, at: c.at },
    });
}

export async function memberName(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ name: personName(members) })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.name ?? '';
}
