import { and, eq, inArray } from 'drizzle-orm';
import type { PendingPolicy } from '@portal/domain/safeguarding/checks';
import {
  isTeamTrustRole,
  mayAct,
  needsCheck,
  TrustPositionLabels,
  trustState,
  type TrustState,
} from '@portal/domain/safeguarding/positions-of-trust';
import { juniorRefereeing } from '../rosters/junior-referees.service';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { readSafeguardingSettings, standingsOf } from './checks.service';

// Positions of trust (issue 44 item 2, docs/decisions/320): where each person stands, read from their check on the
// day asked (standingsOf: one query) and the association's pending policy. Nothing is copied onto teams or rosters,
// so a check that expires or is barred takes its holder out of every position at the next read.

export interface TrustView {
  policy: PendingPolicy;
  /** cleared, pending or removed; a person not asked about reads as cleared. */
  stateOf(memberId: number): TrustState;
  /** Whether the person may act in a position of trust under the policy. */
  mayAct(memberId: number): boolean;
}

/** The people's trust states on `today`: their dates of birth (adults need a check) and their checks' standings. */
export async function trustOf(
  db: DbOrTx,
  people: readonly { memberId: number; dob: string | null }[],
  today: string,
): Promise<TrustView> {
  const [standings, settings] = await Promise.all([
    standingsOf(
      db,
      people.map((p) => p.memberId),
      today,
    ),
    readSafeguardingSettings(db),
  ]);
  const states = new Map<number, TrustState>(
    people.map((p) => [p.memberId, trustState(standings.get(p.memberId) ?? 'not_provided', needsCheck(p.dob, today))]),
  );
  const stateOf = (id: number) => states.get(id) ?? 'cleared';
  return { policy: settings.pendingPolicy, stateOf, mayAct: (id) => mayAct(stateOf(id), settings.pendingPolicy) };
}

/** trustOf for member ids alone (their dates of birth read in one query). */
export async function trustOfMembers(db: DbOrTx, memberIds: readonly number[], today: string): Promise<TrustView> {
  const ids = [...new Set(memberIds)];
  const rows = ids.length
    ? await db.select({ memberId: members.id, dob: members.dob }).from(members).where(inArray(members.id, ids))
    : [];
  return trustOf(db, rows, today);
}

/**
 * The positions of trust each person holds now (for the staff safeguarding list): "Coach, Hawks (Men's A Grade)"
 * for a team of the active season, "Referee of 3 junior games" for live assignments to junior games from `today`.
 * Two queries whatever the number of people; people holding none are left out of the map.
 */
export async function positionsOfTrust(
  db: DbOrTx,
  memberIds: readonly number[],
  today: string,
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  const ids = [...new Set(memberIds)];
  if (!ids.length) return out;
  const add = (id: number, line: string) => out.set(id, [...(out.get(id) ?? []), line]);
  const [held, refereeing] = await Promise.all([
    db
      .select({ memberId: teamMembers.memberId, role: teamMembers.role, team: teams.name, division: divisions.name })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .where(and(inArray(teamMembers.memberId, ids), eq(seasons.active, true), eq(seasons.archived, false)))
      .orderBy(teams.name, teamMembers.role),
    juniorRefereeing(db, ids, today),
  ]);
  for (const h of held)
    if (isTeamTrustRole(h.role)) add(h.memberId, `${TrustPositionLabels[h.role]}, ${h.team} (${h.division})`);
  for (const r of refereeing)
    add(r.memberId, `${TrustPositionLabels.referee} of ${r.games === 1 ? 'a junior game' : `${r.games} junior games`}`);
  return out;
}
