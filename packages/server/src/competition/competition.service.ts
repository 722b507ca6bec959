import * as C from '@portal/domain/competition/competition.contract';
import { isoToDmy } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/auth';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import * as repo from './competition.repo';
import { buildDivisionView } from './division-view';
import { gameIcs } from './game-ics';
import { cachedAnswer, markCompetitionChanged, type CachedAnswer } from './public-cache';

// The public competition use cases (spec 001 §7). Each answers ready bytes from the public cache.

export { markCompetitionChanged };

/** Teams of the member in the active season, any role (the profile's nb_teams). */
export function countMemberTeams(db: DbOrTx, memberId: number): Promise<number> {
  return repo.countMemberTeams(db, memberId);
}

const seasonList = async (db: DbOrTx) => ({ data: (await repo.listSeasons(db)).map((s) => ({ season_id: s.id, season_name: s.name })) });
const divisionList = async (db: DbOrTx, seasonId: number) => ({
  data: (await repo.listDivisions(db, seasonId)).map((d) => ({ division_id: d.id, division_name: d.name, division_note: d.note })),
});
const teamList = async (db: DbOrTx, divisionId: number) => ({
  data: (await repo.listTeams(db, divisionId)).map((t) => ({ team_name: t.name, team_id: t.id })),
});

export const seasons = (ctx: Ctx): Promise<CachedAnswer> =>
  cachedAnswer(ctx.db, 'seasons', C.drawSeasons.reply, () => seasonList(ctx.db));

export const divisions = (ctx: Ctx, seasonId: number): Promise<CachedAnswer> =>
  cachedAnswer(ctx.db, `divisions:${seasonId}`, C.drawDivisions.reply, () => divisionList(ctx.db, seasonId));

export const teams = (ctx: Ctx, divisionId: number): Promise<CachedAnswer> =>
  cachedAnswer(ctx.db, `teams:${divisionId}`, C.drawTeams.reply, () => teamList(ctx.db, divisionId));

export const draw = (ctx: Ctx, divisionId: number): Promise<CachedAnswer> =>
  cachedAnswer(ctx.db, `draw:${divisionId}`, C.draw.reply, async () => (await buildDivisionView(ctx.db, divisionId)).draw);

export const result = (ctx: Ctx, divisionId: number): Promise<CachedAnswer> =>
  cachedAnswer(ctx.db, `result:${divisionId}`, C.result.reply, async () => (await buildDivisionView(ctx.db, divisionId)).result);

/** Stats switch off (site setting): the stats calls answer 404. */
function requireStats(ctx: Ctx): void {
  if (!ctx.config.site.statsEnabled) throw notFound('Stats are not available');
}

export const statsSeasons = (ctx: Ctx) => { requireStats(ctx); return seasons(ctx); };
export const statsDivisions = (ctx: Ctx, seasonId: number) => { requireStats(ctx); return divisions(ctx, seasonId); };
export const statsTeams = (ctx: Ctx, divisionId: number) => { requireStats(ctx); return teams(ctx, divisionId); };

export function statsGames(ctx: Ctx, divisionId: number, teamId: number): Promise<CachedAnswer> {
  requireStats(ctx);
  return cachedAnswer(ctx.db, `stats-games:${divisionId}:${teamId}`, C.statsGames.reply, async () => ({
    data: (await repo.decidedTeamGames(ctx.db, divisionId, teamId)).map((g) => ({ gs_game_id: g.id, gs_date_formatted: isoToDmy(g.date, '-') })),
  }));
}

export function statsGame(ctx: Ctx, divisionId: number, teamId: number, gameId: number): Promise<CachedAnswer> {
  requireStats(ctx);
  return cachedAnswer(ctx.db, `stats-game:${divisionId}:${teamId}:${gameId}`, C.statsGame.reply, async () => ({
    data: (await repo.gameStats(ctx.db, divisionId, teamId, gameId)).map((s) => ({
      tshirt_number: s.tshirtNumber, member: s.member, points: s.points, one_points: s.onePoints, two_points: s.twoPoints,
      three_points: s.threePoints, fouls: s.fouls, techfouls: s.techfouls, unspfouls: s.unspfouls, disqfouls: s.disqfouls,
    })),
  }));
}

/** The .ics file of one game, from the cached draw of its division (404 when the game does not exist). */
export async function gameCalendar(ctx: Ctx, gameId: number): Promise<string> {
  const divisionId = await repo.gameDivision(ctx.db, gameId);
  if (divisionId === undefined) throw notFound('No such game');
  const answer = await draw(ctx, divisionId);
  const data = (JSON.parse(answer.body.toString()) as C.DrawReply).data;
  const game = [...data.divisionDraw.flatMap((r) => r.games), ...Object.values(data.finalSeries).flat()].find((g) => g.game === gameId);
  if (!game) throw notFound('No such game');
  return gameIcs(game, ctx.config.site.associationName, ctx.config.site.timeZone);
}
