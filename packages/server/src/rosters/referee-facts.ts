import type { BoardGameFacts, OfficialFacts } from '@portal/domain/rosters/referee-board.rules';
import { isJuniorDivision } from '@portal/domain/safeguarding/positions-of-trust';
import type { DbOrTx } from '../platform/db';
import { trustOfMembers } from '../safeguarding/trust.service';
import * as repo from './referee-board.repo';

// What the clash rule and the suggestion need of games and officials (docs/decisions/195), read in one query per kind.

export const hhmm = (t: string) => t.slice(0, 5);

/** A game row as the clash rule sees it. */
export function gameFacts(g: {
  id: number;
  date: string;
  time: string;
  timeTo: string;
  venueId: number | null;
  teamAId: number | null;
  teamBId: number | null;
  maxAge?: number | null;
}): BoardGameFacts {
  return {
    id: g.id,
    date: g.date,
    time: hhmm(g.time),
    timeTo: hhmm(g.timeTo),
    venueId: g.venueId,
    teamIds: [g.teamAId, g.teamBId].filter((t): t is number => t !== null),
    junior: isJuniorDivision({ maxAge: g.maxAge ?? null }),
  };
}

/**
 * The facts of each official (by member id) for games of a season between two dates, and their named timeslots;
 * with `trustOn` (the referee roster: today), where their Working With Children Check leaves them (decision 320).
 */
export async function officialFacts(
  db: DbOrTx,
  memberIds: number[],
  q: { seasonId: number; from: string; to: string; teamIds: number[]; trustOn?: string },
) {
  const [busy, teams, slots, away, trust] = await Promise.all([
    repo.busyOf(db, memberIds, q.from, q.to),
    repo.teamsOf(db, memberIds, q.teamIds),
    repo.timeslotsOf(db, memberIds, q.seasonId),
    repo.unavailableOf(db, memberIds, q.seasonId, q.from, q.to),
    q.trustOn ? trustOfMembers(db, memberIds, q.trustOn) : undefined,
  ]);
  const out = new Map<number, OfficialFacts>(
    memberIds.map((memberId) => [
      memberId,
      { memberId, busy: [], teamIds: [], unavailable: [], timeslots: [], trust: trust?.stateOf(memberId) },
    ]),
  );
  for (const b of busy)
    out
      .get(b.memberId)
      ?.busy.push({ gameId: b.gameId, fn: b.fn, date: b.date, time: hhmm(b.time), timeTo: hhmm(b.timeTo) });
  for (const t of teams) out.get(t.memberId)?.teamIds.push(t.teamId);
  for (const s of slots) out.get(s.memberId)?.timeslots.push({ venueId: s.venueId, day: s.day, time: hhmm(s.time) });
  for (const u of away) out.get(u.memberId)?.unavailable.push(u.date);
  return { facts: out, slots };
}
