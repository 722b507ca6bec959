import * as C from '@portal/domain/competition/competition.contract';
import { CompetitionErrors as E, CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { nextGame } from '@portal/domain/competition/next-game';
import { offersCalendar } from '@portal/domain/competition/round-options';
import type { EndpointReply } from '@portal/domain/shared/endpoint';
import { publicSeasonFirst } from '@portal/domain/competition/public-season';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { uidDomain } from '../platform/calendar-feed';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import * as repo from './competition.repo';
import { buildDivisionView } from './division-view';
import { gameIcs } from './game-ics';
import { teamIcs } from './team-ics';
import { idIndex, requireDivision, requireSeason, requireTeam, type IdIndex } from './id-index';
import { cachedAnswer, divisionScope, SEASONS_SCOPE, type CachedAnswer } from './public-cache';

// The public competition answers (spec 001 §7), each ready bytes from the public cache, and what other areas read
// of them (a team's games in its division's draw). Every change goes through league.service.ts (decision 172).

/** Before any answer: the id index (kept answers catch up with other servers' changes first: platform/kept-versions.ts). */
const ready = (ctx: Ctx): IdIndex | Promise<IdIndex> => idIndex(ctx.db);

/** The season list, the one the public pages open on first (they open on the first: decision 269). */
const seasonList = async (db: DbOrTx, today: string) => ({
  data: publicSeasonFirst(await repo.listSeasons(db), today).map((s) => ({ season_id: s.id, season_name: s.name })),
});
const divisionList = async (db: DbOrTx, seasonId: number) => ({
  data: (await repo.listDivisions(db, seasonId)).map((d) => ({
    division_id: d.id,
    division_name: d.name,
    division_note: d.note,
  })),
});
const teamList = async (db: DbOrTx, divisionId: number) => ({
  data: (await repo.listTeams(db, divisionId)).map((t) => ({ team_name: t.name, team_id: t.id })),
});

export async function seasons(ctx: Ctx): Promise<CachedAnswer<EndpointReply<typeof C.drawSeasons>>> {
  await ready(ctx);
  // the order depends on the day too: a season's last day passing moves the public on, so the day is in the key
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  return cachedAnswer(ctx.db, `seasons:${today}`, SEASONS_SCOPE, C.drawSeasons.reply, () => seasonList(ctx.db, today));
}

export async function divisions(
  ctx: Ctx,
  seasonId: number,
): Promise<CachedAnswer<EndpointReply<typeof C.drawDivisions>>> {
  requireSeason(await ready(ctx), seasonId);
  return cachedAnswer(ctx.db, `divisions:${seasonId}`, SEASONS_SCOPE, C.drawDivisions.reply, () =>
    divisionList(ctx.db, seasonId),
  );
}

export async function teams(ctx: Ctx, divisionId: number): Promise<CachedAnswer<EndpointReply<typeof C.drawTeams>>> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(ctx.db, `teams:${divisionId}`, divisionScope(divisionId), C.drawTeams.reply, () =>
    teamList(ctx.db, divisionId),
  );
}

export async function draw(ctx: Ctx, divisionId: number): Promise<CachedAnswer<C.DrawReply>> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(
    ctx.db,
    `draw:${divisionId}`,
    divisionScope(divisionId),
    C.draw.reply,
    async () => (await buildDivisionView(ctx.db, divisionId)).draw,
  );
}

export async function result(ctx: Ctx, divisionId: number): Promise<CachedAnswer<C.ResultReply>> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(
    ctx.db,
    `result:${divisionId}`,
    divisionScope(divisionId),
    C.result.reply,
    async () => (await buildDivisionView(ctx.db, divisionId)).result,
  );
}

/** Stats switch off (site setting): the stats calls answer 404. */
function requireStats(ctx: Ctx): void {
  if (!ctx.config.site.statsEnabled) throw notFound(E.statsOff);
}

export const statsSeasons = (ctx: Ctx) => {
  requireStats(ctx);
  return seasons(ctx);
};
export const statsDivisions = (ctx: Ctx, seasonId: number) => {
  requireStats(ctx);
  return divisions(ctx, seasonId);
};
export const statsTeams = (ctx: Ctx, divisionId: number) => {
  requireStats(ctx);
  return teams(ctx, divisionId);
};

export async function statsGames(
  ctx: Ctx,
  divisionId: number,
  teamId: number,
): Promise<CachedAnswer<EndpointReply<typeof C.statsGames>>> {
  requireStats(ctx);
  requireTeam(await ready(ctx), divisionId, teamId);
  return cachedAnswer(
    ctx.db,
    `stats-games:${divisionId}:${teamId}`,
    divisionScope(divisionId),
    C.statsGames.reply,
    async () => ({
      data: (await repo.decidedTeamGames(ctx.db, divisionId, teamId)).map((g) => ({
        gs_game_id: g.id,
        gs_date_formatted: isoToDmy(g.date, '-'),
      })),
    }),
  );
}

/** Stats of one of the team's decided games; any other game id is a 404 answered from the cached game list. */
export async function statsGame(ctx: Ctx, divisionId: number, teamId: number, gameId: number): Promise<CachedAnswer> {
  const games = await statsGames(ctx, divisionId, teamId);
  if (!games.reply.data.some((g) => g.gs_game_id === gameId)) throw notFound(E.noGame);
  return cachedAnswer(
    ctx.db,
    `stats-game:${divisionId}:${teamId}:${gameId}`,
    divisionScope(divisionId),
    C.statsGame.reply,
    async () => ({
      data: (await repo.gameStats(ctx.db, divisionId, teamId, gameId)).map((s) => ({
        tshirt_number: s.tshirtNumber,
        member: s.member,
        points: s.points,
        one_points: s.onePoints,
        two_points: s.twoPoints,
        three_points: s.threePoints,
        fouls: s.fouls,
        techfouls: s.techfouls,
        unspfouls: s.unspfouls,
        disqfouls: s.disqfouls,
      })),
    }),
  );
}

/** The team's player stats summed over the season's decided games (decision 226); cached like a game's stats. */
export async function statsTotals(ctx: Ctx, divisionId: number, teamId: number): Promise<CachedAnswer> {
  requireStats(ctx);
  requireTeam(await ready(ctx), divisionId, teamId);
  return cachedAnswer(
    ctx.db,
    `stats-totals:${divisionId}:${teamId}`,
    divisionScope(divisionId),
    C.statsTotals.reply,
    async () => ({
      data: (await repo.seasonStats(ctx.db, divisionId, teamId)).map((s) => ({
        tshirt_number: s.tshirtNumber,
        member: s.member,
        games: s.games,
        points: s.points,
        one_points: s.onePoints,
        two_points: s.twoPoints,
        three_points: s.threePoints,
        fouls: s.fouls,
        techfouls: s.techfouls,
        unspfouls: s.unspfouls,
        disqfouls: s.disqfouls,
      })),
    }),
  );
}

/** The draw of a division as data (the cached answer's reply, frozen). */
async function drawData(ctx: Ctx, divisionId: number): Promise<C.DrawReply['data']> {
  return (await draw(ctx, divisionId)).reply.data;
}

/** The .ics file of one game, from the cached draw of its division; 404 when it does not exist or offers no calendar link. */
export async function gameCalendar(ctx: Ctx, gameId: number): Promise<string> {
  const divisionId = await repo.gameDivision(ctx.db, gameId);
  if (divisionId === undefined) throw notFound(E.noGame);
  const data = await drawData(ctx, divisionId);
  const game = [...data.divisionDraw.flatMap((r) => r.games), ...Object.values(data.finalSeries).flat()].find(
    (g) => g.game === gameId,
  );
  if (!game) throw notFound(E.noGame);
  // spec 001 §2: only an unscored game not on an excluded date offers calendar links
  if (!offersCalendar(game)) throw notFound(E.noCalendar);
  return gameIcs(game, ctx.config.site.associationName, ctx.config.site.timeZone, uidDomain(ctx.config));
}

/** A game of a team in its division's draw, with the name of its round. */
export interface TeamDrawGame {
  round: string;
  game: C.DrawGame;
}

const FINALS = [
  ['Semi_Final', M.semiFinal],
  ['Final', M.final],
  ['Grand_Final', M.grandFinal],
] as const;

/** The games a team plays in its division's cached draw (no byes), in draw order: team detail and calendar feeds. */
export async function teamDrawGames(ctx: Ctx, divisionId: number, teamName: string): Promise<TeamDrawGame[]> {
  const data = await drawData(ctx, divisionId);
  const plays = (g: C.DrawGame) => g.team_a_id === teamName || g.team_b_id === teamName;
  return [
    ...data.divisionDraw.flatMap((r) =>
      r.games.filter(plays).map((game) => ({ round: M.roundHeading(r.round), game })),
    ),
    ...FINALS.flatMap(([key, round]) => data.finalSeries[key].filter(plays).map((game) => ({ round, game }))),
  ];
}

/**
 * The next game of each team (domain next-game.ts), from its division's kept draw: one draw per division, whatever the
 * number of teams, and no query at all while the draws are kept (decision 220). A team with none left answers null.
 */
export async function nextGames(
  ctx: Ctx,
  teams: { divisionId: number; name: string }[],
): Promise<(C.DrawGame | null)[]> {
  const divisions = [...new Set(teams.map((t) => t.divisionId))];
  const draws = new Map(await Promise.all(divisions.map(async (d) => [d, await drawData(ctx, d)] as const)));
  return teams.map((t) => nextGame(draws.get(t.divisionId)!, t.name));
}

/**
 * A team's calendar feed (docs/decisions/074-team-calendar-feed.md): every game of the team in the cached draw but
 * those on excluded dates, with each game's SEQUENCE and last change. 404 for an unknown team.
 */
export async function teamCalendar(ctx: Ctx, teamId: number): Promise<string> {
  const divisionId = (await ready(ctx)).teamDivision.get(teamId);
  if (divisionId === undefined) throw notFound(E.noTeam);
  const name = (await teams(ctx, divisionId)).reply.data.find((t) => t.team_id === teamId)?.team_name;
  if (name === undefined) throw notFound(E.noTeam);
  const games = (await teamDrawGames(ctx, divisionId, name)).map((g) => g.game).filter((g) => !g.excluded_dates);
  const stamps = new Map(
    (
      await repo.gameCalendarStamps(
        ctx.db,
        games.map((g) => g.game),
      )
    ).map((s) => [s.id, s]),
  );
  const feed = games.map((game) => ({
    game,
    sequence: stamps.get(game.game)?.sequence ?? 0,
    changedAt: stamps.get(game.game)?.changedAt ?? ctx.now(),
  }));
  return teamIcs(name, feed, ctx.config.site.associationName, ctx.config.site.timeZone, uidDomain(ctx.config));
}
