import * as C from '@portal/domain/competition/competition.contract';
import { CompetitionErrors as E } from '@portal/domain/competition/competition.messages';
import { offersCalendar } from '@portal/domain/competition/round-options';
import type { EndpointReply } from '@portal/domain/shared/endpoint';
import { isoToDmy } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/auth';
import type { Config } from '../platform/config';
import type { Db, DbOrTx, Tx } from '../platform/db';
import { notFound } from '../platform/errors';
import * as repo from './competition.repo';
import { noteOwnVersions, syncCompetitionVersions } from './competition-versions';
import { buildDivisionView } from './division-view';
import { gameIcs } from './game-ics';
import { idIndex, requireDivision, requireSeason, requireTeam, type IdIndex } from './id-index';
import { ALL_SCOPE, cachedAnswer, divisionScope, invalidate, SEASONS_SCOPE, type CachedAnswer } from './public-cache';

// The public competition use cases (spec 001 §7), each answering ready bytes from the public cache, and the one way
// to change competition data (writeCompetition).

/** What a competition write changed: each call names the cached answers that must be rebuilt. */
export interface CompetitionTouch {
  /** A division's teams, games, results, forfeits, adjustments or stats changed (its draw, standings and stats). */
  division(divisionId: number): void;
  /** Seasons or the division lists of a season changed (names, notes, new or removed divisions). */
  seasons(): void;
  /** Anything else, or a bulk import: every public answer. */
  everything(): void;
}

/**
 * The only way to change what the public draw, standings and stats show (teams, nomination, results entry and
 * admin tools all call it). Runs `write` in a transaction, counts the touched scopes in the same transaction for
 * other processes, and drops this process's cached answers only after the commit, so no reader can rebuild
 * old data under the new version.
 */
export async function writeCompetition<T>(ctx: { db: Db }, write: (tx: Tx, touch: CompetitionTouch) => Promise<T>): Promise<T> {
  const scopes = new Set<string>();
  const touch: CompetitionTouch = {
    division: (id) => { scopes.add(divisionScope(id)); },
    seasons: () => { scopes.add(SEASONS_SCOPE); },
    everything: () => { scopes.add(ALL_SCOPE); },
  };
  const { value, versions } = await ctx.db.transaction(async (tx) => {
    const value = await write(tx, touch);
    return { value, versions: scopes.size ? await repo.bumpVersions(tx, [...scopes]) : [] };
  });
  invalidate(ctx.db, scopes);
  noteOwnVersions(ctx.db, versions);
  return value;
}

/** Teams of the member in the active season, any role (the profile's nb_teams). */
export function countMemberTeams(db: DbOrTx, memberId: number): Promise<number> {
  return repo.countMemberTeams(db, memberId);
}

/** Before any answer: catch up with other processes' changes (shared PostgreSQL only), then the id index. */
async function ready(ctx: Ctx): Promise<IdIndex> {
  const sync = syncCompetitionVersions(ctx.db, ctx.config.databaseUrl !== undefined);
  if (sync) await sync;
  return idIndex(ctx.db);
}

const seasonList = async (db: DbOrTx) => ({ data: (await repo.listSeasons(db)).map((s) => ({ season_id: s.id, season_name: s.name })) });
const divisionList = async (db: DbOrTx, seasonId: number) => ({
  data: (await repo.listDivisions(db, seasonId)).map((d) => ({ division_id: d.id, division_name: d.name, division_note: d.note })),
});
const teamList = async (db: DbOrTx, divisionId: number) => ({
  data: (await repo.listTeams(db, divisionId)).map((t) => ({ team_name: t.name, team_id: t.id })),
});

export async function seasons(ctx: Ctx): Promise<CachedAnswer> {
  await ready(ctx);
  return cachedAnswer(ctx.db, 'seasons', SEASONS_SCOPE, C.drawSeasons.reply, () => seasonList(ctx.db));
}

export async function divisions(ctx: Ctx, seasonId: number): Promise<CachedAnswer> {
  requireSeason(await ready(ctx), seasonId);
  return cachedAnswer(ctx.db, `divisions:${seasonId}`, SEASONS_SCOPE, C.drawDivisions.reply, () => divisionList(ctx.db, seasonId));
}

export async function teams(ctx: Ctx, divisionId: number): Promise<CachedAnswer> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(ctx.db, `teams:${divisionId}`, divisionScope(divisionId), C.drawTeams.reply, () => teamList(ctx.db, divisionId));
}

export async function draw(ctx: Ctx, divisionId: number): Promise<CachedAnswer> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(ctx.db, `draw:${divisionId}`, divisionScope(divisionId), C.draw.reply,
    async () => (await buildDivisionView(ctx.db, divisionId)).draw);
}

export async function result(ctx: Ctx, divisionId: number): Promise<CachedAnswer> {
  requireDivision(await ready(ctx), divisionId);
  return cachedAnswer(ctx.db, `result:${divisionId}`, divisionScope(divisionId), C.result.reply,
    async () => (await buildDivisionView(ctx.db, divisionId)).result);
}

/** Stats switch off (site setting): the stats calls answer 404. */
function requireStats(ctx: Ctx): void {
  if (!ctx.config.site.statsEnabled) throw notFound(E.statsOff);
}

export const statsSeasons = (ctx: Ctx) => { requireStats(ctx); return seasons(ctx); };
export const statsDivisions = (ctx: Ctx, seasonId: number) => { requireStats(ctx); return divisions(ctx, seasonId); };
export const statsTeams = (ctx: Ctx, divisionId: number) => { requireStats(ctx); return teams(ctx, divisionId); };

export async function statsGames(ctx: Ctx, divisionId: number, teamId: number): Promise<CachedAnswer> {
  requireStats(ctx);
  requireTeam(await ready(ctx), divisionId, teamId);
  return cachedAnswer(ctx.db, `stats-games:${divisionId}:${teamId}`, divisionScope(divisionId), C.statsGames.reply, async () => ({
    data: (await repo.decidedTeamGames(ctx.db, divisionId, teamId)).map((g) => ({ gs_game_id: g.id, gs_date_formatted: isoToDmy(g.date, '-') })),
  }), (reply: EndpointReply<typeof C.statsGames>) => reply.data.map((g) => g.gs_game_id));
}

/** Stats of one of the team's decided games; any other game id is a 404 answered from the cached game list. */
export async function statsGame(ctx: Ctx, divisionId: number, teamId: number, gameId: number): Promise<CachedAnswer> {
  const games = await statsGames(ctx, divisionId, teamId);
  if (!games.ids?.has(gameId)) throw notFound(E.noGame);
  return cachedAnswer(ctx.db, `stats-game:${divisionId}:${teamId}:${gameId}`, divisionScope(divisionId), C.statsGame.reply, async () => ({
    data: (await repo.gameStats(ctx.db, divisionId, teamId, gameId)).map((s) => ({
      tshirt_number: s.tshirtNumber, member: s.member, points: s.points, one_points: s.onePoints, two_points: s.twoPoints,
      three_points: s.threePoints, fouls: s.fouls, techfouls: s.techfouls, unspfouls: s.unspfouls, disqfouls: s.disqfouls,
    })),
  }));
}

/** The host in calendar UIDs: the portal's public host, or the association's name when that is only a local address. */
function uidDomain(config: Pick<Config, 'publicUrl' | 'site'>): string {
  const host = URL.canParse(config.publicUrl) ? new URL(config.publicUrl).hostname : '';
  if (host && host !== 'localhost' && !/^[\d.]+$|^\[/.test(host)) return host;
  return `${config.site.associationName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.portal`;
}

/** The .ics file of one game, from the cached draw of its division; 404 when it does not exist or offers no calendar link. */
export async function gameCalendar(ctx: Ctx, gameId: number): Promise<string> {
  const divisionId = await repo.gameDivision(ctx.db, gameId);
  if (divisionId === undefined) throw notFound(E.noGame);
  const answer = await draw(ctx, divisionId);
  const data = (JSON.parse(answer.body.toString()) as C.DrawReply).data;
  const game = [...data.divisionDraw.flatMap((r) => r.games), ...Object.values(data.finalSeries).flat()].find((g) => g.game === gameId);
  if (!game) throw notFound(E.noGame);
  // spec 001 §2: only an unscored game not on an excluded date offers calendar links
  if (!offersCalendar(game)) throw notFound(E.noCalendar);
  return gameIcs(game, ctx.config.site.associationName, ctx.config.site.timeZone, uidDomain(ctx.config));
}
