import crypto from 'node:crypto';
import type { InvitationBody, InvitationReply, RemoveInvitationBody } from '@portal/domain/teams/invitations.contract';
import { InvitationMails, InvitationMessages as IM, TeamsMessages as M } from '@portal/domain/teams/teams.messages';
import { fullName, removeProblem } from '@portal/domain/teams/teams.rules';
import { dmyToIso, isoToDmy } from '@portal/domain/shared/time';
import * as league from '../competition/league.service';
import type { Ctx } from '../platform/context';
import type { Config } from '../platform/config';
import type { DbOrTx, Tx } from '../platform/db';
import { AppError, notFound } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import * as repo from './invitations.repo';
import { editableTeam, limitsOf } from './team-guard';

// Players entered by email before they are members (docs/decisions/154-players-by-invitation.md): invited in the
// transaction that enters them (team detail's add, a paid entry), mailed through the outbox, shown on team detail
// until they register through the link and join (decision 156), or the manager withdraws the invitation.

/** A player row the check answered 'Player Invited': who to invite, and where to write. */
export interface Invitee {
  firstname: string;
  lastname: string;
  dob: string;
  gender: string;
  email: string;
}

/** Only the SHA-256 of a link's token is stored (as password reset links are). */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const sportOf = (sport: string) => (sport === 'netball' ? 'netball' : 'basketball');

/**
 * Invite players to a team in the caller's transaction: one open invitation per name and team (a second is 409
 * 'Member already exist or added to the team'), each with its link mailed through the outbox, so a mail is sent if and
 * only if its invitation commits.
 */
export async function invitePlayers(
  tx: DbOrTx,
  step: { config: Config; now: Date },
  teamId: number,
  by: { id: number; firstname: string; lastname: string },
  people: readonly Invitee[],
): Promise<void> {
  if (!people.length) return;
  const team = await league.teamPlace(tx, teamId);
  if (!team) throw notFound(M.noTeamData);
  const tokens = people.map(() => crypto.randomBytes(32).toString('base64url'));
  const made = await repo.insertInvitations(
    tx,
    people.map((p, i) => ({
      teamId,
      firstname: p.firstname.trim(),
      lastname: p.lastname.trim(),
      dob: dmyToIso(p.dob)!,
      gender: p.gender,
      email: p.email.trim(),
      tokenHash: hashToken(tokens[i]!),
      invitedBy: by.id,
      createdAt: step.now,
    })),
  );
  if (made.length !== people.length) throw new AppError(409, 'duplicate', M.duplicate);
  for (const [i, p] of people.entries()) {
    const content = InvitationMails.invitation({
      firstname: p.firstname.trim(),
      manager: fullName(by),
      team: team.name,
      division: team.division,
      season: team.season,
      sport: sportOf(team.sport),
      token: tokens[i]!,
    });
    await enqueueMail(tx, composeMail(step.config, { to: p.email.trim(), ...content }), { now: step.now });
  }
}

/**
 * Registration through an invitation link (decision 156), in the registration's transaction: the new member joins the
 * team of the link, then the teams of the same person's other open invitations (same email, first and last name),
 * oldest first. A team of a division the member already plays in is refused, not an error: the member is registered
 * either way, and the refused invitation stays on record for staff. An unusable token links nothing.
 */
export async function joinInvitedTeams(
  tx: Tx,
  token: string,
  memberId: number,
  now: Date,
): Promise<{ joined: number[]; refused: number[] }> {
  const result = { joined: [] as number[], refused: [] as number[] };
  const invitation = await repo.openByToken(tx, hashToken(token), true);
  if (!invitation) return result;
  return league.writeLeagueIn(tx, async (w) => {
    for (const i of [invitation, ...(await repo.samePersonOpen(tx, invitation))]) {
      const joined = await league.joinTeamAsPlayer(w, { teamId: i.teamId, divisionId: i.divisionId, memberId });
      await repo.decide(tx, i.id, joined ? 'joined' : 'refused', now, memberId);
      (joined ? result.joined : result.refused).push(i.teamId);
    }
    return result;
  });
}

/** POST /api/member/teams/invitation: what the registration page shows of a link, or usable false. */
export async function invitationDetails(ctx: Ctx, body: InvitationBody): Promise<InvitationReply> {
  const i = await repo.openByToken(ctx.db, hashToken(body.token));
  if (!i) return { data: { usable: false, invitation: null } };
  return {
    data: {
      usable: true,
      invitation: {
        team_name: i.team,
        division_name: i.division,
        season_name: i.season,
        sport: sportOf(i.sport),
        firstname: i.firstname,
        lastname: i.lastname,
        email: i.email,
        dob: isoToDmy(i.dob),
        gender: i.gender,
      },
    },
  };
}

/** POST /api/member/teams/removeinvitation: withdraw an open invitation, never below the division minimum. */
export async function removeInvitation(ctx: Ctx, body: RemoveInvitationBody) {
  const team = await editableTeam(ctx, body.teamTid);
  await ctx.db.transaction(async (tx) => {
    await league.lockTeam(tx, team.row.id);
    const size = (await league.countPlayers(tx, team.row.id)) + (await repo.countOpen(tx, team.row.id));
    if (!(await repo.decide(tx, body.invitation, 'withdrawn', ctx.now(), null, team.row.id)).length)
      throw notFound(IM.notWithdrawn);
    const problem = removeProblem(size, limitsOf(team));
    if (problem) throw new AppError(422, 'roster_limit', problem);
  });
  return { data: { message: IM.withdrawn } };
}
