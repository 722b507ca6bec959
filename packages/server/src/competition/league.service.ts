import type { DivisionEligibility } from '@portal/domain/competition/division-eligibility';
import type { ForfeitKind } from '@portal/domain/competition/competition.rules';
import { defaultLadderRules } from '@portal/domain/competition/ladder';
import type { Db, DbOrTx, Tx } from '../platform/db';
import type { TeamRole } from '../platform/league.tables';
import { countDivisionChange, writeCompetition, type CompetitionTouch } from './competition-writes';
import * as reads from './league-reads.repo';
import * as repo from './league.repo';
import * as setup from './season-setup.repo';
import * as fixtureWrites from './fixture-writes.repo';
import type { DivisionWrite } from './fixture-preview';
import * as ladderRules from './ladder-rules.repo';
import * as entries from './league-entries.repo';
import * as results from './league-results.repo';
import * as gameEdits from './game-edits.repo';
import * as finals from './finals.repo';
import { finalsFill } from '@portal/domain/competition/finals-fill';

// The league service (docs/decisions/172-the-league-service.md): the one write path of the league model for every
// area and the back-office (teams, team members, games, results, forfeits, adjustments today; season setup and
// fixtures belong here too). Each write names the public answers it changes, so the draw, standings and stats follow
// at once on every server; it answers data, never bytes. Below the writes: the reads other areas answer with.

/** A league write under way: its transaction (the caller's own tables may share it) and what it has touched. */
export interface LeagueWrite { tx: Tx; touch: CompetitionTouch }

/** Run league writes (and the caller's own) in one transaction; the touched public answers change after the commit. */
export function writeLeague<T>(ctx: { db: Db }, write: (w: LeagueWrite) => Promise<T>): Promise<T> {
  return writeCompetition(ctx, (tx, touch) => write({ tx, touch }));
}

/**
 * League writes inside another area's transaction, which writeLeague cannot wrap: payments' confirm (decision 062) and
 * registration (decision 156). The touched divisions are counted in that transaction for other servers; call
 * `divisionChanged` for each after the commit. Only division-wide changes can be made this way.
 */
export async function writeLeagueIn<T>(tx: Tx, write: (w: LeagueWrite) => Promise<T>): Promise<T> {
  const divisions = new Set<number>();
  const refuse = () => { throw new Error('only a division can be touched inside another area\'s transaction'); };
  const value = await write({ tx, touch: { division: (id) => { divisions.add(id); }, seasons: refuse, everything: refuse } });
  for (const id of divisions) await countDivisionChange(tx, id);
  return value;
}

export { divisionChanged } from './competition-writes';

/** A merge of two accounts of one person (decision 162): `from`'s team rows become `to`'s; every answer may change. */
export async function moveMemberTeams(w: LeagueWrite, from: number, to: number): Promise<number> {
  const moved = await repo.moveMemberTeams(w.tx, from, to);
  w.touch.everything();
  return moved;
}

/** Hold the team until the transaction ends (roster changes check the division limits under it). */
export const lockTeam = (tx: DbOrTx, teamId: number): Promise<void> => repo.lockTeam(tx, teamId);

/** How many members hold each role in the team now (read under lockTeam). */
export const teamRoles = (tx: DbOrTx, teamId: number): Promise<Partial<Record<TeamRole, number>>> => repo.countRoles(tx, teamId);

export const countPlayers = async (tx: DbOrTx, teamId: number): Promise<number> => (await repo.countRoles(tx, teamId)).player ?? 0;

/**
 * A new team in a division with its people (a paid entry, later a place from a waiting list): in the division's
 * team list, draw and ids at once. A player already in another team of the division throws DIVISION_PLAYER_KEY.
 */
export async function createTeam(w: LeagueWrite, team: { divisionId: number; name: string; createdAt: Date }, people: { memberId: number; role: TeamRole }[]): Promise<{ teamId: number }> {
  const teamId = await repo.insertTeam(w.tx, team);
  if (people.length) await repo.insertRoles(w.tx, people.map((p) => ({ ...p, teamId, divisionId: team.divisionId })));
  w.touch.division(team.divisionId);
  return { teamId };
}

// Team entries in the back-office (docs/decisions/206): a team declined or regraded only before it has games in the draw.

/** Whether the team plays, or has a bye, in any game of the draw. */
export const teamHasGames = (db: DbOrTx, teamId: number): Promise<boolean> => entries.teamHasGames(db, teamId);

/** A declined entry's team leaves its division (with its members' rows); false for no such team. */
export async function removeTeam(w: LeagueWrite, teamId: number): Promise<boolean> {
  const divisionId = await entries.deleteTeam(w.tx, teamId);
  if (divisionId !== undefined) w.touch.division(divisionId);
  return divisionId !== undefined;
}

/** A regraded team moves to another division of its season; a name or a player already there throws its key. */
export async function moveTeam(w: LeagueWrite, teamId: number, from: number, to: number): Promise<boolean> {
  const moved = await entries.moveTeam(w.tx, teamId, to);
  if (moved) { w.touch.division(from); w.touch.division(to); }
  return moved;
}

/** Colours and the playing numbers of the team's players (shown on team detail only: no public answer changes). */
export async function saveTeamDetail(w: LeagueWrite, teamId: number, colours: { singletColour: string; numberColour: string }, numbers: { mid: number; number: number | null }[]): Promise<void> {
  await repo.saveTeam(w.tx, teamId, colours, numbers);
}

/** Roles added to teams; a member already in that role of the team is skipped. A player of another team of the division throws (DIVISION_PLAYER_KEY). */
export function addTeamMembers(w: LeagueWrite, rows: repo.TeamMemberRow[]): Promise<{ memberId: number }[]> {
  return rows.length ? repo.insertRoles(w.tx, rows) : Promise.resolve([]);
}

/** The member joins the team as a player; false when a key refuses it (already a player in the division, decision 143). */
export function joinTeamAsPlayer(w: LeagueWrite, row: { teamId: number; divisionId: number; memberId: number }): Promise<boolean> {
  return repo.joinAsPlayer(w.tx, row);
}

/** Remove a role from the team (one member's, or whoever holds a position); the members removed. */
export function removeTeamRole(w: LeagueWrite, teamId: number, role: TeamRole, memberId?: number): Promise<{ memberId: number }[]> {
  return repo.deleteRole(w.tx, teamId, role, memberId);
}

/**
 * Record a team's forfeit of one of its undecided games (spec 001 §4: irreversible). False when the game is not one
 * the team still has to play (decided, forfeited, a bye, or another team's).
 */
export async function recordForfeit(w: LeagueWrite, f: { gameId: number; teamId: number; kind: ForfeitKind }, at: Date): Promise<boolean> {
  const game = await repo.lockUndecidedTeamGame(w.tx, f.gameId, f.teamId);
  if (!game) return false;
  await repo.insertForfeit(w.tx, f, at);
  w.touch.division(game.divisionId);
  if (game.finalSlot) await fillFinals(w, game.divisionId);
  return true;
}

/** Score a game between two teams (or correct its score); false when there is no such game, or a forfeit decided it. */
export async function recordScore(w: LeagueWrite, s: { gameId: number; scoreA: number; scoreB: number }, at: Date): Promise<boolean> {
  const game = await repo.setScore(w.tx, s, at);
  if (game) w.touch.division(game.divisionId);
  if (game?.finalSlot) await fillFinals(w, game.divisionId);
  return game !== undefined;
}

/** Add (or with negative points, take) ladder points of a team, with the reason; its id, or null for no such team. */
export async function adjustPoints(w: LeagueWrite, a: { teamId: number; points: number; reason: string }): Promise<{ id: number } | null> {
  const made = await repo.insertAdjustment(w.tx, a);
  if (!made) return null;
  w.touch.division(made.divisionId);
  return { id: made.id };
}

/** Move a game to another time (and date or court); its calendar SEQUENCE moves by trigger (decision 074). False for no such game. */
export async function moveGame(w: LeagueWrite, gameId: number, to: { date?: string; timeFrom: string; timeTo: string; courtId?: number | null }): Promise<boolean> {
  const game = await repo.moveGame(w.tx, gameId, to);
  if (game) w.touch.division(game.divisionId);
  return game !== undefined;
}

// Reads: league data as other areas show it (teams, nomination, profile). Queries that join a league table into an
// area's own rows stay in that area's repo (decision 172).

export type { PersonRow, TeamRow } from './league-reads.repo';

/** The teams a member holds any role in, newest first, with the member's roles; only `teamId` when given. */
export const memberTeams = (db: DbOrTx, memberId: number, teamId?: number): Promise<reads.TeamRow[]> => reads.memberTeams(db, memberId, teamId);

/** Everyone on these teams, any role, with contacts and registration in the division's sport, by playing number. */
export const teamPeople = (db: DbOrTx, teamIds: number[]): Promise<reads.PersonRow[]> => reads.teamPeople(db, teamIds);

/** A team with its division, season and sport names; undefined for no such team. */
export const teamPlace = (db: DbOrTx, teamId: number) => reads.teamPlace(db, teamId);

export const divisionExists = (db: DbOrTx, divisionId: number): Promise<boolean> => reads.divisionExists(db, divisionId);

/** Who may play in a division (decision 222); undefined when there is no such division. */
export const divisionEligibility = (db: DbOrTx, divisionId: number): Promise<DivisionEligibility | undefined> => reads.divisionEligibility(db, divisionId);

/** A team of this name (any case) plays in the division. */
export const teamNameTaken = (db: DbOrTx, divisionId: number, name: string): Promise<boolean> => reads.teamNameTaken(db, divisionId, name);

/** Teams of the member in the active season, any role (the profile's nb_teams). */
export const countMemberTeams = (db: DbOrTx, memberId: number): Promise<number> => reads.countMemberTeams(db, memberId);

/** How many of its games (box scores) each team played, and each of its players: the team detail's attendance. */
export async function teamPlayedGames(db: DbOrTx, teamIds: number[]): Promise<{ team(teamId: number): number; player(teamId: number, memberId: number): number }> {
  const { teams: byTeam, players } = await reads.playedGames(db, teamIds);
  const teamMap = new Map(byTeam.map((r) => [r.teamId, Number(r.n)]));
  const playerMap = new Map(players.map((r) => [`${r.teamId}:${r.memberId}`, Number(r.n)]));
  return { team: (t) => teamMap.get(t) ?? 0, player: (t, m) => playerMap.get(`${t}:${m}`) ?? 0 };
}

// Season setup (decision 185): seasons, exception dates, divisions, courts and their game slots. Season and
// division changes touch the season lists and the division's answers; courts and slots touch no public answer.

export async function createSeason(w: LeagueWrite, s: setup.SeasonFields): Promise<number> {
  const id = await setup.insertSeason(w.tx, s);
  w.touch.seasons();
  return id;
}

export async function saveSeason(w: LeagueWrite, id: number, s: setup.SeasonFields): Promise<void> {
  await setup.updateSeason(w.tx, id, s);
  w.touch.seasons();
}

/** A day or range without games, season-wide (divisionId null) or a division's own; false when one starts that day. */
export async function addException(w: LeagueWrite, seasonId: number, divisionId: number | null, e: setup.ExceptionFields): Promise<boolean> {
  const added = await setup.insertException(w.tx, seasonId, divisionId, e);
  if (added) w.touch.everything(); // a season's excluded dates change the calendar links of its games (spec 001 §2)
  return added;
}

export async function removeException(w: LeagueWrite, seasonId: number, divisionId: number | null, id: number) {
  const removed = await setup.deleteException(w.tx, seasonId, divisionId, id);
  if (removed) w.touch.everything();
  return removed;
}

/**
 * A new division ranks by `rules`, by default its sport's (FIBA for basketball; netball: points, percentage, points
 * for): decision 191. Divisions made before ladder rules were stored keep decision 020's until an officer sets theirs.
 */
export async function createDivision(w: LeagueWrite, seasonId: number, d: setup.DivisionFields, rules?: ladderRules.StoredRules): Promise<number> {
  const id = await setup.insertDivision(w.tx, seasonId, d);
  const { drawSeed: _seed, ...sportDefault } = defaultLadderRules(d.sport === 'netball' ? 'netball' : 'basketball');
  await ladderRules.upsertRules(w.tx, id, rules ?? sportDefault, new Date());
  w.touch.seasons();
  return id;
}

export async function saveDivision(w: LeagueWrite, id: number, d: setup.DivisionFields): Promise<void> {
  await setup.updateDivision(w.tx, id, d);
  w.touch.seasons();
  w.touch.division(id);
}

export const addCourt = (w: LeagueWrite, c: { venueId: number; name: string }): Promise<number | null> => setup.insertCourt(w.tx, c);

export const setCourtSlots = (w: LeagueWrite, courtId: number, weekday: number, starts: string[], minutes: number) =>
  setup.setSlots(w.tx, courtId, weekday, starts, minutes);

/** A published fixture of a division (decision 186): its rounds from `fromRound` replaced; the games written. */
export async function publishFixture(w: LeagueWrite, d: DivisionWrite, fromRound: number): Promise<number> {
  const written = await fixtureWrites.replaceRounds(w.tx, d, fromRound);
  w.touch.division(d.divisionId);
  return written;
}

// Results in the back-office (docs/decisions/190-results-in-the-back-office.md).

/**
 * Disqualify a team from a game (decision 177: the opponent wins, the score as played counts in points for and
 * against). The game's recorded score is kept unless `score` is given; false when the team does not play in the game,
 * a forfeit decided it or it already has a disqualification; 'no_score' when neither the game nor the call has a score.
 */
export async function recordDisqualification(w: LeagueWrite, d: { gameId: number; teamId: number; reason: string; score?: { a: number; b: number } | null }, at: Date): Promise<boolean | 'no_score'> {
  const game = await results.lockDisqualifiableGame(w.tx, d.gameId, d.teamId);
  if (!game) return false;
  const score = d.score ?? (game.scoreA !== null && game.scoreB !== null ? { a: game.scoreA, b: game.scoreB } : null);
  if (!score) return 'no_score';
  await results.insertDisqualification(w.tx, { gameId: d.gameId, teamId: d.teamId, reason: d.reason, scoreA: score.a, scoreB: score.b }, at);
  w.touch.division(game.divisionId);
  if (game.finalSlot) await fillFinals(w, game.divisionId);
  return true;
}

/** Replace a game's player stat lines (the public stats); the game's two teams, or null for no such game. */
export async function replaceGameStats(w: LeagueWrite, gameId: number, rows: Omit<results.StatRow, 'gameId'>[]): Promise<{ teamAId: number | null; teamBId: number | null } | null> {
  const game = await results.replaceGameStats(w.tx, gameId, rows);
  if (!game) return null;
  w.touch.division(game.divisionId);
  return { teamAId: game.teamAId, teamBId: game.teamBId };
}

/** Which of these game ids exist. */
export const existingGames = (tx: DbOrTx, ids: number[]): Promise<Set<number>> => results.existingGames(tx, ids);

/** A division's own ladder rules, if it has them. */
export const ladderRulesOf = (db: DbOrTx, divisionId: number) => ladderRules.rulesOf(db, divisionId);

/** Store a division's own ladder rules (docs/decisions/191): its standings are ranked by them from now on. */
export async function saveLadderRules(w: LeagueWrite, divisionId: number, rules: ladderRules.StoredRules, at: Date): Promise<void> {
  await ladderRules.upsertRules(w.tx, divisionId, rules, at);
  w.touch.division(divisionId);
}

// Game edits (docs/decisions/210-game-edits.md): a game moved, swapped, postponed, cancelled or washed out.

/** The games an edit changes, locked until the transaction ends. */
export const lockGamesForEdit = (tx: DbOrTx, ids: number[]) => gameEdits.lockGames(tx, ids);

/** A game's new date, times, court or status: the division's draw, standings and team calendar feeds follow. */
export async function changeGame(w: LeagueWrite, game: { id: number; divisionId: number }, change: gameEdits.GameChange): Promise<void> {
  await gameEdits.changeGame(w.tx, game.id, change);
  w.touch.division(game.divisionId);
}

// Finals from the back-office (docs/decisions/212-finals-from-the-back-office.md).

/** A division's final series replaced by these finals; false (nothing written) when a final already has a result. */
export async function generateFinals(w: LeagueWrite, divisionId: number, qualifiers: number[], rows: finals.FinalRow[]): Promise<boolean> {
  if (await finals.finalsDecided(w.tx, divisionId)) return false;
  await finals.replaceFinals(w.tx, divisionId, qualifiers, rows);
  w.touch.division(divisionId);
  return true;
}

/** Fill each undecided final of a generated series from the seeds and its decided feeders (after a final's result). */
async function fillFinals(w: LeagueWrite, divisionId: number): Promise<void> {
  const qualifiers = await finals.qualifiersOf(w.tx, divisionId);
  if (!qualifiers) return;
  const rows = await finals.lockFinals(w.tx, divisionId);
  const stored = rows.map((r) => ({
    slot: r.slot!, teams: [r.teamAId, r.teamBId] as [number | null, number | null],
    result: r.scoredAt === null ? null : { homeScore: r.scoreA, awayScore: r.scoreB, forfeit: r.forfeitTeamId, disqualified: r.disqualifiedTeamId },
  }));
  for (const change of finalsFill(qualifiers, stored)) {
    await finals.setFinalTeams(w.tx, rows.find((r) => r.slot === change.slot)!.id, change.teams);
  }
}
