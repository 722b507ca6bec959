import * as P from '@portal/domain/competition/public-api.contract';
import { CompetitionErrors as E } from '@portal/domain/competition/competition.messages';
import { todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { notFound } from '../platform/errors';
import * as pages from './competition.service';
import { idIndex, requireDivision, requireSeason } from './id-index';
import { apiGames, apiLadder, teamGames } from './public-api.view';
import { cachedAnswer, divisionScope, SEASONS_SCOPE, type CachedAnswer } from './public-cache';

// The public read API (docs/decisions/294): each answer made from the public pages' cached answers and kept in the
// same cache, under the same scopes, so a score entered drops it on every server as it drops the draw. A division's
// answers also name its division and season: their keys carry the ETags of the season and division lists, so a
// renamed division is a new key at once.

export async function seasons(ctx: Ctx): Promise<CachedAnswer> {
  await idIndex(ctx.db);
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  return cachedAnswer(ctx.db, `api-seasons:${today}`, SEASONS_SCOPE, P.seasons.reply, async () => ({
    data: (await pages.seasons(ctx)).reply.data.map((s) => ({ id: s.season_id, name: s.season_name })),
  }));
}

const divisionList = async (ctx: Ctx, seasonId: number) => {
  const answer = await pages.divisions(ctx, seasonId);
  const data = answer.reply.data.map((d) => ({
    id: d.division_id,
    name: d.division_name,
    season_id: seasonId,
    note: d.division_note,
  }));
  return { data, etag: answer.etag };
};

export async function divisions(ctx: Ctx, seasonId: number): Promise<CachedAnswer> {
  requireSeason(await idIndex(ctx.db), seasonId);
  return cachedAnswer(ctx.db, `api-divisions:${seasonId}`, SEASONS_SCOPE, P.divisions.reply, async () => ({
    data: (await divisionList(ctx, seasonId)).data,
  }));
}

/** What every answer of a division starts with, and the tag of the lists it was read from. */
async function headOf(ctx: Ctx, divisionId: number) {
  const index = await idIndex(ctx.db);
  requireDivision(index, divisionId);
  const seasonId = index.divisionSeason.get(divisionId)!;
  const [seasonList, divisionsOf] = await Promise.all([pages.seasons(ctx), divisionList(ctx, seasonId)]);
  const season = seasonList.reply.data.find((s) => s.season_id === seasonId);
  const division = divisionsOf.data.find((d) => d.id === divisionId);
  if (!season || !division) throw notFound(E.noDivision);
  const head = { division, season: { id: seasonId, name: season.season_name }, time_zone: ctx.config.site.timeZone };
  return { head, tag: `${seasonList.etag}${divisionsOf.etag}` };
}

/** A division's games in the API's shape, from its cached draw and team list. */
async function gamesOf(ctx: Ctx, divisionId: number) {
  const [draw, teams] = await Promise.all([pages.draw(ctx, divisionId), pages.teams(ctx, divisionId)]);
  return apiGames(draw.reply.data, new Map(teams.reply.data.map((t) => [t.team_name, t.team_id])));
}

export async function fixture(ctx: Ctx, divisionId: number): Promise<CachedAnswer<P.FixtureReply>> {
  const { head, tag } = await headOf(ctx, divisionId);
  return cachedAnswer(
    ctx.db,
    `api-fixture:${divisionId}:${tag}`,
    divisionScope(divisionId),
    P.fixtures.reply,
    async () => ({ data: { ...head, games: await gamesOf(ctx, divisionId) } }),
  );
}

export async function ladder(ctx: Ctx, divisionId: number): Promise<CachedAnswer<P.LadderReply>> {
  const { head, tag } = await headOf(ctx, divisionId);
  return cachedAnswer(
    ctx.db,
    `api-ladder:${divisionId}:${tag}`,
    divisionScope(divisionId),
    P.ladder.reply,
    async () => {
      const result = (await pages.result(ctx, divisionId)).reply;
      return { data: { ...head, ladder: apiLadder(result.data), last_result_at: result.data.lastResult.updated_at } };
    },
  );
}

export async function team(ctx: Ctx, teamId: number): Promise<CachedAnswer<P.TeamReply>> {
  const divisionId = (await idIndex(ctx.db)).teamDivision.get(teamId);
  if (divisionId === undefined) throw notFound(E.noTeam);
  const { head, tag } = await headOf(ctx, divisionId);
  return cachedAnswer(ctx.db, `api-team:${teamId}:${tag}`, divisionScope(divisionId), P.team.reply, async () => {
    const [teams, games] = await Promise.all([pages.teams(ctx, divisionId), gamesOf(ctx, divisionId)]);
    const name = teams.reply.data.find((t) => t.team_id === teamId)?.team_name;
    if (name === undefined) throw notFound(E.noTeam);
    return { data: { ...head, team: { id: teamId, name }, games: teamGames(games, teamId) } };
  });
}
