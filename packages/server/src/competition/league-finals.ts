import { finalsFill } from '@portal/domain/competition/finals-fill';
import { lockDivisions } from './fixture-writes.repo';
import * as finals from './finals.repo';
import type { LeagueWrite } from './league.service';

// The league service's finals writes (docs/decisions/172), reached through league.service.ts.

// Finals from the back-office (docs/decisions/212-finals-from-the-back-office.md).

/**
 * A division's final series replaced by these finals; false (nothing written) when a final already has a result. The
 * division is locked first: two generations at once replace one another in turn, where the second's rounds met the
 * first's on rounds_division_number_key (a 500, issue 39).
 */
export async function generateFinals(
  w: LeagueWrite,
  divisionId: number,
  qualifiers: number[],
  rows: finals.FinalRow[],
): Promise<boolean> {
  await lockDivisions(w.tx, [divisionId]);
  if (await finals.finalsDecided(w.tx, divisionId)) return false;
  await finals.replaceFinals(w.tx, divisionId, qualifiers, rows);
  w.touch.division(divisionId);
  return true;
}

/** Fill each undecided final of a generated series from the seeds and its decided feeders (after a final's result). */
export async function fillFinals(w: LeagueWrite, divisionId: number): Promise<void> {
  const qualifiers = await finals.qualifiersOf(w.tx, divisionId);
  if (!qualifiers) return;
  const rows = await finals.lockFinals(w.tx, divisionId);
  const stored = rows.map((r) => ({
    slot: r.slot!,
    teams: [r.teamAId, r.teamBId] as [number | null, number | null],
    result:
      r.scoredAt === null
        ? null
        : { homeScore: r.scoreA, awayScore: r.scoreB, forfeit: r.forfeitTeamId, disqualified: r.disqualifiedTeamId },
  }));
  for (const change of finalsFill(qualifiers, stored)) {
    await finals.setFinalTeams(w.tx, rows.find((r) => r.slot === change.slot)!.id, change.teams);
  }
}
