import type { z } from 'zod';
import type {
  GameForfeitBody,
  MemberTeam,
  RemoveTeamPlayerBody,
  RemoveTeamPositionBody,
  SaveTeamBody,
  TeamGame,
} from '@portal/domain/teams/teams.contract';
import { TeamsErrors as E, TeamsMessages as M } from '@portal/domain/teams/teams.messages';
import { mayMessageTeam, removeProblem } from '@portal/domain/teams/teams.rules';
import * as league from '../competition/league.service';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import * as invitations from './invitations.repo';
import { editableTeam, limitsOf, readableTeam } from './team-guard';
import { comingGames, loadTeams, teamViews } from './team-view';

// The team calls of spec 001 §7. Every call finds the team through the member's own roles: a member who is not on
// it cannot read it (404 'No Team Data'), and only its manager or team admin, while its season is open, may change
// it (403, nothing changes): team-guard.ts, with the domain's teamAccess, as the page uses it (docs/decisions/070).

export { addTeamPlayers, addTeamTempPlayers } from './roster-adds';
/** The player check: team detail's adds use it, and team nomination reuses it (docs/decisions/071-player-check.md). */
export { checkPlayer, findPlayer } from './player-check';
/** Players entered by email before they are members: nomination invites them, registration joins them (decisions 154, 156). */
export { invitationDetails, invitePlayers, joinInvitedTeams, removeInvitation, type Invitee } from './invitations';

const done = (message: string) => ({ data: { message } });

/** GET /api/member/teams: the member's teams, newest first. */
export async function listTeams(ctx: Ctx): Promise<{ data: MemberTeam[] }> {
  const member = requireMember(ctx);
  return { data: await teamViews(member, await loadTeams(member)) };
}

/** POST /api/member/teams/games: the games the team still has to play. */
export async function teamGames(ctx: Ctx, teamId: number): Promise<{ data: TeamGame[] }> {
  const team = await readableTeam(ctx, teamId);
  return { data: await comingGames(ctx, team.row) };
}

/**
 * The team as its messaging sees it (issue 43, decision 312): its name, its players, and whether this member may
 * message it (its manager, team admin or coach: the people who see its contacts; not an archived season's team).
 * 404 'No Team Data' when the member is not on the team.
 */
export async function teamToMessage(
  ctx: Ctx,
  teamId: number,
): Promise<{ id: number; name: string; mayMessage: boolean; playerIds: number[] }> {
  const { row, people, access, team } = await readableTeam(ctx, teamId);
  return {
    id: row.id,
    name: row.name,
    mayMessage: mayMessageTeam(team, access),
    playerIds: people.filter((p) => p.role === 'player').map((p) => p.memberId),
  };
}

/** POST /api/member/teams/save: colours and playing numbers of the team's own players. */
export async function saveTeam(ctx: Ctx, body: z.output<typeof SaveTeamBody>) {
  const team = await editableTeam(ctx, body.teamTid);
  const players = new Set(team.people.filter((p) => p.role === 'player').map((p) => p.memberId));
  const strangers = body.playersNumber.flatMap((n, i) =>
    players.has(n.mid) ? [] : [[`playersNumber.${i}.number`, E.notAPlayer] as const],
  );
  if (strangers.length) throw fieldErrors(Object.fromEntries(strangers), M.saveFailed);
  await league.writeLeague(ctx, (w) =>
    league.saveTeamDetail(
      w,
      team.row.id,
      { singletColour: body.singletColour, numberColour: body.numberColour },
      body.playersNumber,
    ),
  );
  return done(M.saved);
}

/** POST /api/member/teams/removeteamplayer: never below the division minimum. */
export async function removeTeamPlayer(ctx: Ctx, body: z.output<typeof RemoveTeamPlayerBody>) {
  const team = await editableTeam(ctx, body.teamTid);
  await league.writeLeague(ctx, async (w) => {
    await league.lockTeam(w.tx, team.row.id);
    // decision 154: invited players count towards the division's players until they join or are withdrawn
    const problem = removeProblem(
      (await league.countPlayers(w.tx, team.row.id)) + (await invitations.countOpen(w.tx, team.row.id)),
      limitsOf(team),
    );
    if (!team.people.some((p) => p.role === 'player' && p.memberId === body.playerMid))
      throw notFound(M.memberNotRemoved);
    if (problem) throw new AppError(422, 'roster_limit', problem);
    if (!(await league.removeTeamRole(w, team.row.id, 'player', body.playerMid)).length)
      throw notFound(M.memberNotRemoved);
  });
  return done(M.memberRemoved);
}

/** POST /api/member/teams/removeteamposition: the coach or assistant coach leaves the position. */
export async function removeTeamPosition(ctx: Ctx, body: z.output<typeof RemoveTeamPositionBody>) {
  const team = await editableTeam(ctx, body.teamTid);
  const removed = await league.writeLeague(ctx, (w) => league.removeTeamRole(w, team.row.id, body.position));
  if (!removed.length) throw notFound(M.positionNotRemoved);
  return done(M.positionRemoved);
}

/** POST /api/member/teams/gameforfeit: a notified forfeit of a coming game, through the league service. */
export async function gameForfeit(ctx: Ctx, body: z.output<typeof GameForfeitBody>) {
  const team = await editableTeam(ctx, body.teamTid);
  const coming = await comingGames(ctx, team.row);
  const ok =
    coming.some((g) => g.game === body.game) &&
    (await league.writeLeague(ctx, (w) =>
      league.recordForfeit(w, { gameId: body.game, teamId: team.row.id, kind: 'notified' }, ctx.now()),
    ));
  if (!ok) throw new AppError(409, 'not_forfeited', M.notForfeited);
  return done(M.forfeited);
}
