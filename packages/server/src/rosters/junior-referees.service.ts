import { and, count, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { CHECK_AGE } from '@portal/domain/safeguarding/positions-of-trust';
import type { DbOrTx } from '../platform/db';
import { divisions, games } from '../platform/league.tables';
import { refereeAssignments } from './rosters.tables';

// Referees of junior games (issue 44 item 2, docs/decisions/320): the safeguarding list's "positions of trust" column
// reads how many junior games each official is rostered to from a day on. A junior division's age band ends under
// 18 (domain isJuniorDivision; the same test in SQL).

/** Live referee assignments to junior games on or after `fromDay`, counted per official. */
export async function juniorRefereeing(
  db: DbOrTx,
  memberIds: readonly number[],
  fromDay: string,
): Promise<{ memberId: number; games: number }[]> {
  if (!memberIds.length) return [];
  return db
    .select({ memberId: refereeAssignments.memberId, games: count() })
    .from(refereeAssignments)
    .innerJoin(games, eq(games.id, refereeAssignments.gameId))
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .where(
      and(
        inArray(refereeAssignments.memberId, [...memberIds]),
        eq(refereeAssignments.rosterType, 'referee'),
        isNull(refereeAssignments.cancelledAt),
        gte(games.date, fromDay),
        lt(divisions.maxAge, CHECK_AGE),
      ),
    )
    .groupBy(refereeAssignments.memberId);
}
