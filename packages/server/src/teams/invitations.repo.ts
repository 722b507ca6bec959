import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teams } from '../platform/league.tables';
import { playerCheckFailures, teamInvitations, type InvitationStatus } from './teams.tables';

// Drizzle queries of invited players (docs/decisions/154-players-by-invitation.md) and of the player check's failures.

const open = eq(teamInvitations.status, 'invited');

/** The open invitations of these teams, oldest first. */
export function openInvitations(db: DbOrTx, teamIds: number[]) {
  return db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      firstname: teamInvitations.firstname,
      lastname: teamInvitations.lastname,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .where(and(open, inArray(teamInvitations.teamId, teamIds)))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}
export type OpenInvitationRow = Awaited<ReturnType<typeof openInvitations>>[number];

export async function countOpen(tx: DbOrTx, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(open, eq(teamInvitations.teamId, teamId)));
  return Number(row?.n ?? 0);
}

/** The invitations made; a name already invited to the team (the open-name key) is skipped. */
export function insertInvitations(tx: DbOrTx, rows: (typeof teamInvitations.$inferInsert)[]) {
  return tx.insert(teamInvitations).values(rows).onConflictDoNothing().returning({ id: teamInvitations.id });
}

const details = {
  id: teamInvitations.id,
  teamId: teamInvitations.teamId,
  divisionId: teams.divisionId,
  firstname: teamInvitations.firstname,
  lastname: teamInvitations.lastname,
  email: teamInvitations.email,
  dob: teamInvitations.dob,
  gender: teamInvitations.gender,
  team: teams.name,
  division: divisions.name,
  sport: divisions.sport,
  season: seasons.name,
};

/** The open invitation of a link's token (hashed), with its team; locked until the transaction ends when `lock`. */
export async function openByToken(tx: DbOrTx, tokenHash: string, lock = false) {
  const q = tx
    .select(details)
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(and(open, eq(teamInvitations.tokenHash, tokenHash)));
  const [row] = await (lock ? q.for('update', { of: teamInvitations }) : q);
  return row;
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof openByToken>>>;

/** The same person's other open invitations (same email, first and last name, whatever the case), oldest first, locked. */
export function samePersonOpen(tx: DbOrTx, inv: Pick<InvitationRow, 'id' | 'email' | 'firstname' | 'lastname'>) {
  const lower = (s: string) => s.trim().toLowerCase();
  return tx
    .select({ id: teamInvitations.id, teamId: teamInvitations.teamId, divisionId: teams.divisionId })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(
      and(
        open,
        sql`${teamInvitations.id} <> ${inv.id}`,
        eq(sql`lower(${teamInvitations.email})`, lower(inv.email)),
        eq(sql`lower(${teamInvitations.firstname})`, lower(inv.firstname)),
        eq(sql`lower(${teamInvitations.lastname})`, lower(inv.lastname)),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id))
    .for('update', { of: teamInvitations });
}

/** Close an open invitation: joined or refused (with the member who registered), or withdrawn. */
export function decide(
  tx: DbOrTx,
  id: number,
  status: Exclude<InvitationStatus, 'invited'>,
  at: Date,
  memberId: number | null = null,
  teamId?: number,
) {
  return tx
    .update(teamInvitations)
    .set({ status, memberId, decidedAt: at })
    .where(and(open, eq(teamInvitations.id, id), teamId === undefined ? undefined : eq(teamInvitations.teamId, teamId)))
    .returning({ id: teamInvitations.id });
}

export async function countCheckFailures(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerCheckFailures)
    .where(and(eq(playerCheckFailures.memberId, memberId), gte(playerCheckFailures.at, since)));
  return Number(row?.n ?? 0);
}

export async function recordCheckFailures(db: DbOrTx, memberId: number, at: Date, n: number): Promise<void> {
  if (n > 0) await db.insert(playerCheckFailures).values(Array.from({ length: n }, () => ({ memberId, at })));
}
