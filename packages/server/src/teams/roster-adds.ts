import type {
  AddTeamPlayersBody,
  AddTeamTempPlayersBody,
  CheckPlayerResult,
} from '@portal/domain/teams/teams.contract';
import {
  PlayerCheckFailures as F,
  PlayerCheckStatus,
  TeamsErrors as E,
  TeamsMessages as M,
  TeamsTexts as T,
} from '@portal/domain/teams/teams.messages';
import { addProblem, duplicateRows, tempProblem } from '@portal/domain/teams/teams.rules';
import * as league from '../competition/league.service';
import { AppError, fieldErrors, isUniqueViolation } from '../platform/errors';
import { DIVISION_PLAYER_KEY } from '../platform/league.tables';
import type { Ctx } from '../platform/context';
import { invitePlayers } from './invitations';
import * as invitations from './invitations.repo';
import { countMisses, findPlayer } from './player-check';
import { editableTeam, limitsOf } from './team-guard';
import { comingGames } from './team-view';
import * as repo from './teams.repo';

// Adding members and temporary members (spec 001 §4, §5, §7, §8). Adds take effect at once, all or none
// (docs/decisions/072-roster-changes.md): every row passes the player check again, duplicates are refused with the
// spec's sentences, and the division limits are checked with the team locked, so two managers at once cannot pass them.

type Fields = Record<string, string>;
const positionLabel = { coach: T.coach, assistant: T.assistant } as const;

/**
 * The rows the player check did not accept, as field errors under `key` (email_required on the email field): found
 * members, and invited players where `invites` (decision 154). Answers how many were refused (decision 155).
 */
function checkFailures(
  key: string,
  results: CheckPlayerResult[],
  fields: Fields,
  emailRequired: (i: number) => [string, string],
  invites: boolean,
): number {
  let refused = 0;
  results.forEach((r, i) => {
    if (r.outcome === 'found' || (invites && r.outcome === 'invited')) return;
    refused += 1;
    if (fields[`${key}.${i}`] !== undefined) return;
    const [field, message] = r.outcome === 'failed' ? [`${key}.${i}`, r.status] : emailRequired(i);
    fields[field] = message;
  });
  return refused;
}

const refuse = (fields: Fields, message: string) => {
  if (Object.keys(fields).length) throw fieldErrors(fields, message);
};

/** The member a refusal of DIVISION_PLAYER_KEY names, from PostgreSQL's detail "Key (division_id, member_id)=(3, 17) …". */
function divisionKeyMember(err: unknown): number | null {
  const e = err as { detail?: string; cause?: { detail?: string } } | null;
  const m = /=\(\d+, (\d+)\)/.exec(e?.detail ?? e?.cause?.detail ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * A player placed in another team of the division since the check (another manager, at the same moment): the database's
 * key refuses the row, and the answer is the player check's own, on the row it names (decision 143).
 */
function inDivisionRace(err: unknown, rows: { memberId: number; role: string }[]): unknown {
  if (!isUniqueViolation(err, DIVISION_PLAYER_KEY)) return err;
  const named = divisionKeyMember(err);
  const i = rows.findIndex((r) => r.role === 'player' && r.memberId === named);
  return fieldErrors({ [`players.${Math.max(i, 0)}`]: F.inDivision }, M.requestNotSent);
}

/** POST /api/member/teams/addteamplayers: members found by the check, and new players invited by email (decision 154). */
export async function addTeamPlayers(ctx: Ctx, body: AddTeamPlayersBody) {
  const team = await editableTeam(ctx, body.teamTid);
  const fields: Fields = {};
  const invited = await invitations.openInvitations(ctx.db, [team.row.id]);
  for (const i of duplicateRows(body.players, [...team.people.filter((p) => p.role === 'player'), ...invited]))
    fields[`players.${i}`] = M.duplicate;
  const results = await Promise.all(body.players.map((p) => findPlayer(ctx.db, p, team.row.divisionId)));
  await countMisses(
    team.ctx,
    checkFailures('players', results, fields, (i) => [`players.${i}.email`, PlayerCheckStatus.emailRequired], true),
  );
  refuse(fields, M.requestNotSent);

  const adding = body.players.filter((p) => p.role === 'player').length;
  await league.writeLeague(ctx, async (w) => {
    await league.lockTeam(w.tx, team.row.id);
    const roles = await league.teamRoles(w.tx, team.row.id);
    // decision 154: invited players count towards the division maximum until they join or are withdrawn
    const problem = adding
      ? addProblem((roles.player ?? 0) + (await invitations.countOpen(w.tx, team.row.id)), adding, limitsOf(team))
      : null;
    if (problem) throw new AppError(422, 'roster_limit', problem);
    body.players.forEach((p, i) => {
      if (p.role === 'player') return;
      const taken = (roles[p.role] ?? 0) > 0 || body.players.slice(0, i).some((q) => q.role === p.role);
      if (taken) fields[`players.${i}.role`] = E.positionTaken(positionLabel[p.role]);
    });
    refuse(fields, M.requestNotSent);
    const rows = body.players.flatMap((p, i) => {
      const mid = results[i]!.mid;
      return mid === null
        ? []
        : [{ teamId: team.row.id, divisionId: team.row.divisionId, memberId: mid, role: p.role }];
    });
    // a racing add of the same member: the unique keys keep one, and this request changes nothing
    const added = await league.addTeamMembers(w, rows).catch((err: unknown) => {
      throw inDivisionRace(err, rows);
    });
    if (added.length !== rows.length) throw new AppError(409, 'duplicate', M.duplicate);
    const invitees = body.players.filter((_, i) => results[i]!.outcome === 'invited');
    await invitePlayers(w.tx, { config: ctx.config, now: ctx.now() }, team.row.id, team.ctx.member, invitees);
  });
  return { data: { message: M.requestSent } };
}

/** POST /api/member/teams/addteamtempplayers: up to 3, each for a coming game, replacing a rostered player or none. */
export async function addTeamTempPlayers(ctx: Ctx, body: AddTeamTempPlayersBody) {
  const team = await editableTeam(ctx, body.teamTid);
  const rows = body.tempplayers;
  const players = team.people.filter((p) => p.role === 'player');
  const coming = new Set((await comingGames(ctx, team.row)).map((g) => g.game));
  const fields: Fields = {};
  rows.forEach((r, i) => {
    if (!coming.has(r.game)) fields[`tempplayers.${i}.game`] = E.gameNotComing;
    if (r.replacing !== 'na' && !players.some((p) => p.memberId === r.replacing))
      fields[`tempplayers.${i}.replacing`] = E.replacingNotPlayer;
    else if (r.replacing !== 'na' && rows.slice(0, i).some((q) => q.game === r.game && q.replacing === r.replacing))
      fields[`tempplayers.${i}.replacing`] = E.alreadyReplaced;
  });
  for (const i of duplicateRows(rows, players)) fields[`tempplayers.${i}`] = M.tempDuplicate;
  const results = await Promise.all(rows.map((r) => findPlayer(ctx.db, { ...r, role: 'player' }, team.row.divisionId)));
  // spec 001 §8: a temporary member the check asks an email for cannot be added, nor one who is not a member yet
  await countMisses(
    team.ctx,
    checkFailures('tempplayers', results, fields, (i) => [`tempplayers.${i}`, M.tempWrongInformation], false),
  );
  refuse(fields, M.tempRequestNotSent);

  // only temporary members (this area's table) are written: the team is locked as for any roster change
  await ctx.db.transaction(async (tx) => {
    await league.lockTeam(tx, team.row.id);
    const onRoster = await league.countPlayers(tx, team.row.id);
    for (const gameId of new Set(rows.map((r) => r.game))) {
      const existing = await repo.temps(tx, [team.row.id], gameId);
      rows.forEach((r, i) => {
        if (r.game !== gameId) return;
        if (existing.some((e) => e.memberId === results[i]!.mid)) fields[`tempplayers.${i}`] = M.tempDuplicate;
        if (r.replacing !== 'na' && existing.some((e) => e.replacesMemberId === r.replacing))
          fields[`tempplayers.${i}.replacing`] = E.alreadyReplaced;
      });
      refuse(fields, M.tempRequestNotSent);
      const group = rows.filter((r) => r.game === gameId);
      const sheet = {
        players: onRoster,
        temps: existing.length,
        replaced: existing.filter((e) => e.replacesMemberId !== null).length,
      };
      const problem = tempProblem(
        sheet,
        { count: group.length, replacing: group.filter((r) => r.replacing !== 'na').length },
        limitsOf(team),
      );
      if (problem) throw new AppError(422, 'roster_limit', problem);
    }
    const inserts = rows.map((r, i) => ({
      teamId: team.row.id,
      gameId: r.game,
      memberId: results[i]!.mid!,
      replacesMemberId: r.replacing === 'na' ? null : r.replacing,
      addedBy: team.ctx.member.id,
    }));
    if ((await repo.insertTemps(tx, inserts)).length !== inserts.length)
      throw new AppError(409, 'duplicate', M.tempDuplicate);
  });
  return { data: { message: M.tempRequestSent } };
}
