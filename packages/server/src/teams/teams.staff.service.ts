import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import type { DbOrTx } from '../platform/db';
import * as repo from './teams.staff.repo';

// The teams area's part of a member's record and of a merge (docs/decisions/161, 162).

/** The member's teams, any role, for their record. */
export async function memberTeams(db: DbOrTx, memberId: number): Promise<MemberRecord['teams']> {
  return (await repo.memberTeams(db, memberId)).map((r) => ({
    team_id: r.teamId, team: r.team, division: r.division, season: r.season, season_active: r.seasonActive, role: r.role,
  }));
}

/** How many teams each member is in, any role. */
export function teamCounts(db: DbOrTx, memberIds: number[]) {
  return repo.teamCounts(db, memberIds);
}

/** Divisions where both accounts play in different teams: a merge would leave one person in two teams of a division. */
export function playerClashes(db: DbOrTx, a: number, b: number) {
  return repo.playerClashes(db, a, b);
}

/** Move `from`'s team memberships and game-day stand-ins to `to` (inside the merge's transaction). */
export function moveTeamRows(tx: DbOrTx, from: number, to: number) {
  return repo.moveTeamRows(tx, from, to);
}
