import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationQuery } from '@portal/domain/teams/teams.staff.contract';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { divisions, seasons, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { teamInvitations as i } from './teams.tables';

// Invited players for the back-office (decision 154): one page of invitations with their team, division, season,
// the manager who entered them and the account they registered; drizzle only.

const inviter = alias(members, 'inviter');
const joined = alias(members, 'joined');
// the search: every word of it in the invited person's name or email, or the team's name
const invitationList = staffList({
  sort: {
    invited_at: [i.createdAt],
    lastname: [i.lastname, i.firstname],
    email: [i.email],
    team: [teams.name],
    status: [i.status],
  },
  byDefault: { key: 'invited_at', order: 'desc' },
  then: [asc(i.id)],
  search: { columns: [i.firstname, i.lastname, i.email, teams.name], words: true },
});

const columns = {
  id: i.id,
  firstname: i.firstname,
  lastname: i.lastname,
  email: i.email,
  dob: i.dob,
  status: i.status,
  teamId: i.teamId,
  team: teams.name,
  division: divisions.name,
  season: seasons.name,
  invitedBy: inviter.username,
  invitedAt: i.createdAt,
  decidedAt: i.decidedAt,
  memberId: joined.id,
  memberUsername: joined.username,
};

/** One page of invitations (newest first unless sorted otherwise) and how many match in all. */
export function invitationPage(db: DbOrTx, q: InvitationQuery) {
  const where = and(invitationList.search(q.q), q.status ? eq(i.status, q.status) : undefined);
  return readPage(
    db,
    db
      .select(columns)
      .from(i)
      .innerJoin(teams, eq(teams.id, i.teamId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .leftJoin(inviter, eq(inviter.id, i.invitedBy))
      .leftJoin(joined, eq(joined.id, i.memberId))
      .where(where)
      .$dynamic(),
    invitationList.order(q),
    pageWindow(q),
  );
}
