import type { AuditAction } from '@portal/domain/staff/audit-actions';
import {
  statPoints,
  type GameStats,
  type ImportStatsBody,
  type SaveStatsBody,
  type StatLine,
} from '@portal/domain/competition/stats.staff.contract';
import { ResultsMessages as M } from '@portal/domain/competition/results.staff.messages';
import { fieldErrors, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as league from './league.service';
import * as repo from './results.staff.repo';
import { statLinesFromCsv } from './stats-csv';

// Player stat lines of a game (spec 001 §3; docs/decisions/190): a form or a CSV file replaces the game's lines
// through the league service, so the public stats follow at once.

type Done = { data: { message: string } };

/** The game's two teams and their players; 404 for no such game. */
async function gamePlayers(ctx: StaffCtx, gameId: number) {
  const game = await repo.gameTeams(ctx.db, gameId);
  if (!game) throw notFound(M.gameNotFound);
  const sides = [
    { id: game.teamAId, name: game.teamA },
    { id: game.teamBId, name: game.teamB },
  ].filter((t): t is { id: number; name: string } => t.id !== null && t.name !== null);
  const players = sides.length
    ? await repo.playersOf(
        ctx.db,
        sides.map((t) => t.id),
      )
    : [];
  return { game, sides, players };
}

export async function read(ctx: StaffCtx, gameId: number): Promise<{ data: GameStats }> {
  const { game, sides, players } = await gamePlayers(ctx, gameId);
  const lines = await repo.statLinesOf(ctx.db, gameId);
  return {
    data: {
      game_id: game.id,
      date: game.date,
      division: game.division,
      teams: sides.map((t) => ({
        team_id: t.id,
        team: t.name,
        players: players
          .filter((p) => p.teamId === t.id)
          .map((p) => ({ member_id: p.memberId, name: p.name, playing_number: p.playingNumber })),
      })),
      lines: lines.map((l) => ({
        member_id: l.memberId,
        team_id: l.teamId,
        tshirt_number: l.tshirtNumber,
        points: l.points,
        one_points: l.onePoints,
        two_points: l.twoPoints,
        three_points: l.threePoints,
        fouls: l.fouls,
        techfouls: l.techfouls,
        unspfouls: l.unspfouls,
        disqfouls: l.disqfouls,
      })),
    },
  };
}

/** Replace the game's lines: each must be a player of the team it names, in one of the game's teams. */
export async function save(
  ctx: StaffCtx,
  gameId: number,
  body: SaveStatsBody,
  action: AuditAction = 'competition.results.stats',
): Promise<Done> {
  const { players } = await gamePlayers(ctx, gameId);
  const teamOf = new Map(players.map((p) => [p.memberId, p.teamId]));
  const wrong = Object.fromEntries(
    body.lines.flatMap((l, i) =>
      teamOf.get(l.member_id) === l.team_id ? [] : [[`lines.${i}.member_id`, M.notAPlayer]],
    ),
  );
  if (Object.keys(wrong).length) throw fieldErrors(wrong);
  await league.writeLeague(ctx, async (w) => {
    const made = await league.replaceGameStats(w, gameId, body.lines.map(toRow));
    if (!made) throw notFound(M.gameNotFound);
    await recordAudit(w.tx, ctx, {
      action,
      entity: 'game',
      entityId: gameId,
      after: { lines: body.lines.length, points: body.lines.reduce((s, l) => s + statPoints(l), 0) },
    });
  });
  return { data: { message: M.statsSaved(body.lines.length) } };
}

/** The same replacement from a CSV file; nothing is written when any line is wrong (every problem is listed). */
export async function importCsv(ctx: StaffCtx, gameId: number, body: ImportStatsBody): Promise<Done> {
  const { sides, players } = await gamePlayers(ctx, gameId);
  const name = new Map(sides.map((t) => [t.id, t.name]));
  const parsed = statLinesFromCsv(
    body.csv,
    players.map((p) => ({
      memberId: p.memberId,
      teamId: p.teamId,
      team: name.get(p.teamId) ?? '',
      playingNumber: p.playingNumber,
    })),
  );
  if ('problems' in parsed) throw fieldErrors({ csv: parsed.problems.slice(0, 10).join('\n') });
  const members = new Set(parsed.lines.map((l) => l.member_id));
  if (members.size !== parsed.lines.length) throw fieldErrors({ csv: M.twice });
  // a file of one team's lines leaves the other team's lines as they were
  const teams = new Set(parsed.lines.map((l) => l.team_id));
  const kept = (await repo.statLinesOf(ctx.db, gameId)).filter((l) => !teams.has(l.teamId)).map(fromRow);
  await save(ctx, gameId, { lines: [...kept, ...parsed.lines] }, 'competition.results.stats_import');
  return { data: { message: M.statsSaved(parsed.lines.length) } };
}

function toRow(l: StatLine) {
  return {
    memberId: l.member_id,
    teamId: l.team_id,
    tshirtNumber: l.tshirt_number,
    points: statPoints(l),
    onePoints: l.one_points,
    twoPoints: l.two_points,
    threePoints: l.three_points,
    fouls: l.fouls,
    techfouls: l.techfouls,
    unspfouls: l.unspfouls,
    disqfouls: l.disqfouls,
  };
}

function fromRow(l: Awaited<ReturnType<typeof repo.statLinesOf>>[number]): StatLine {
  return {
    member_id: l.memberId,
    team_id: l.teamId,
    tshirt_number: l.tshirtNumber,
    one_points: l.onePoints,
    two_points: l.twoPoints,
    three_points: l.threePoints,
    fouls: l.fouls,
    techfouls: l.techfouls,
    unspfouls: l.unspfouls,
    disqfouls: l.disqfouls,
  };
}
