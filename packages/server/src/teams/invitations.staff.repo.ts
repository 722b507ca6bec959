import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationQuery } from '@portal/domain/teams/teams.staff.contract';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { teamInvitations as i } from './teams.tables';

// Invited players for the back-office (decision 154): one page of invitations with their team, division, season,
// the manager who entered them and the account they registered; drizzle only.

const inviter = alias(members, 'inviter');
const joined = alias(members, 'joined');
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word of `q` in the invited person's name or email, or the team's name; and the status when one is asked. */
function listWhere(q: InvitationQuery): SQL | undefined {
  const words = q.q.split(/\s+/).filter(Boolean);
  const text = words.map((w) => or(ilike(i.firstname, like(w)), ilike(i.lastname, like(w)), ilike(i.email, like(w)), ilike(teams.name, like(w))));
  return and(...text, q.status ? eq(i.status, q.status) : undefined);
}

const SORT = {
  invited_at: [i.createdAt], lastname: [i.lastname, i.firstname], email: [i.email], team: [teams.name], status: [i.status],
} as const;

const columns = {
  id: i.id, firstname: i.firstname, lastname: i.lastname, email: i.email, dob: i.dob, status: i.status,
  teamId: i.teamId, team: teams.name, division: divisions.name, season: seasons.name,
  invitedBy: inviter.username, invitedAt: i.createdAt, decidedAt: i.decidedAt, memberId: joined.id, memberUsername: joined.username,
};

/** One page of invitations (newest first unless sorted otherwise) and how many match in all. */
export async function invitationPage(db: DbOrTx, q: InvitationQuery, page: { offset: number; limit: number }) {
  const where = listWhere(q);
  const direction = q.order === 'desc' || !q.sort ? desc : asc;
  const order = SORT[q.sort ?? 'invited_at'].map((c) => direction(c));
  const [rows, [count]] = await Promise.all([
    db.select(columns).from(i)
      .innerJoin(teams, eq(teams.id, i.teamId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .leftJoin(inviter, eq(inviter.id, i.invitedBy))
      .leftJoin(joined, eq(joined.id, i.memberId))
      .where(where).orderBy(...order, asc(i.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(i).innerJoin(teams, eq(teams.id, i.teamId)).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
