import type { FullMemberRecord } from '@portal/domain/staff/member-records.contract';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { InvitationQuery, InvitationRow } from '@portal/domain/teams/teams.staff.contract';
import { moveMemberTeams, type LeagueWrite } from '../competition/league.service';
import type { DbOrTx } from '../platform/db';
import type { StaffCtx } from '../platform/staff-session';
import * as invitationRepo from './invitations.staff.repo';
import * as repo from './teams.staff.repo';

// The teams area's part of a member's record and of a merge (docs/decisions/161, 162), and its invited players.

/** The member's teams, any role, for their record. */
export async function memberTeams(db: DbOrTx, memberId: number): Promise<FullMemberRecord['teams']> {
  return (await repo.memberTeams(db, memberId)).map((r) => ({
    team_id: r.teamId,
    team: r.team,
    division: r.division,
    season: r.season,
    season_active: r.seasonActive,
    role: r.role,
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

/** Move `from`'s team memberships (through the league service) and game-day stand-ins to `to`, in the merge's write. */
export async function moveTeamRows(
  w: LeagueWrite,
  from: number,
  to: number,
): Promise<{ team_memberships: number; temporary_players: number }> {
  const memberships = await moveMemberTeams(w, from, to);
  return { team_memberships: memberships, temporary_players: await repo.moveTempRows(w.tx, from, to) };
}

/** One page of invited players for the back-office (decision 154). */
export async function invitations(ctx: StaffCtx, q: InvitationQuery): Promise<{ data: ListPage<InvitationRow> }> {
  const { rows, total } = await invitationRepo.invitationPage(ctx.db, q);
  return {
    data: {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        dob: r.dob,
        status: r.status,
        team_id: r.teamId,
        team: r.team,
        division: r.division,
        season: r.season,
        invited_by: r.invitedBy,
        invited_at: r.invitedAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
        member:
          r.memberId !== null && r.memberUsername !== null ? { id: r.memberId, username: r.memberUsername } : null,
      })),
    },
  };
}
