import type { ForfeitKind } from '@portal/domain/competition/competition.rules';
import { CompetitionErrors } from '@portal/domain/competition/competition.messages';
import type { Db, DbOrTx, Tx } from '../platform/db';
import { AppError, isExclusionViolation } from '../platform/errors';
import type { TeamRole } from '../platform/league.tables';
import { countDivisionChange, touchOf, writeCompetition, type CompetitionTouch } from './competition-writes';
import type { Changed } from '../platform/kept-writes';
import * as repo from './league.repo';
import * as entries from './league-entries.repo';
import * as results from './league-results.repo';
import { fillFinals } from './league-finals';
import { flagMovedGame } from '../rosters/referee-moves.service';

// The league service (docs/decisions/172-the-league-service.md): the one write path of the league model for every
// area and the back-office: teams, team members, games, results, forfeits and adjustments here; season setup,
// fixtures and ladder rules (league-setup.ts), the back-office's game writes (league-games.ts) and finals
// (league-finals.ts) beside it, exported from here, the one door. Each write names the public answers it changes, so
// the draw, standings and stats follow at once on every server; it answers data, never bytes. The reads other areas
// answer with are in league-lookups.ts, exported from here too.

/** A league write under way: its transaction (the caller's own tables may share it) and what it has touched. */
export interface LeagueWrite {
  tx: Tx;
  touch: CompetitionTouch;
}

/**
 * Run league writes (and the caller's own) in one transaction; the touched public answers change after the commit.
 * Two scheduled games on one court at one time are refused by the database at the commit (migration 0045): a 409
 * that changed nothing, whichever write made it.
 */
export function writeLeague<T>(ctx: { db: Db }, write: (w: LeagueWrite) => Promise<T>): Promise<T> {
  return writeCompetition(ctx, (tx, touch) => write({ tx, touch })).catch((err: unknown) => {
    if (isExclusionViolation(err, 'games_court_no_overlap'))
      throw new AppError(409, 'conflict', CompetitionErrors.courtDoubleBooked);
    throw err;
  });
}

/**
 * League writes inside another area's transaction, which writeLeague cannot wrap: payments' confirm (decision 062) and
 * registration (decision 156). The touched divisions are counted in that transaction for other servers; call
 * `divisionChanged` for each after the commit. Only division-wide changes can be made this way.
 */
export async function writeLeagueIn<T>(tx: Tx, write: (w: LeagueWrite) => Promise<T>): Promise<T> {
  const divisions = new Set<number>();
  const refuse = () => {
    throw new Error("only a division can be touched inside another area's transaction");
  };
  const value = await write({
    tx,
    touch: {
      division: (id) => {
        divisions.add(id);
      },
      seasons: refuse,
      everything: refuse,
    },
  });
  for (const id of divisions) await countDivisionChange(tx, id);
  return value;
}

export { divisionChanged } from './competition-writes';

/**
 * League writes inside another area's kept write (`writeKept` of platform/kept-writes.ts), whose `changed` counts the
 * touched answers with the caller's own and drops them after the commit: court hire settings edit venues (decision 232).
 */
export function writeLeagueKept<T>(tx: Tx, changed: Changed, write: (w: LeagueWrite) => Promise<T>): Promise<T> {
  return write({ tx, touch: touchOf(changed) });
}

/** A merge of two accounts of one person (decision 162): `from`'s team rows become `to`'s; every answer may change. */
export async function moveMemberTeams(w: LeagueWrite, from: number, to: number): Promise<number> {
  const moved = await repo.moveMemberTeams(w.tx, from, to);
  w.touch.everything();
  return moved;
}

/** Hold the team until the transaction ends (roster changes check the division limits under it). */
export const lockTeam = (tx: DbOrTx, teamId: number): Promise<void> => repo.lockTeam(tx, teamId);

/** How many members hold each role in the team now (read under lockTeam). */
export const teamRoles = (tx: DbOrTx, teamId: number): Promise<Partial<Record<TeamRole, number>>> =>
  repo.countRoles(tx, teamId);

export const countPlayers = async (tx: DbOrTx, teamId: number): Promise<number> =>
  (await repo.countRoles(tx, teamId)).player ?? 0;

/**
 * A new team in a division with its people (a paid entry, later a place from a waiting list): in the division's
 * team list, draw and ids at once. A player already in another team of the division throws DIVISION_PLAYER_KEY.
 */
export async function createTeam(
  w: LeagueWrite,
  team: { divisionId: number; name: string; createdAt: Date },
  people: { memberId: number; role: TeamRole }[],
): Promise<{ teamId: number }> {
  const teamId = await repo.insertTeam(w.tx, team);
  if (people.length)
    await repo.insertRoles(
      w.tx,
      people.map((p) => ({ ...p, teamId, divisionId: team.divisionId })),
    );
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
  if (moved) {
    w.touch.division(from);
    w.touch.division(to);
  }
  return moved;
}

/** The clubs of a division's teams (no public answer shows a club: nothing to touch). */
export function setTeamClubs(w: LeagueWrite, divisionId: number, rows: { id: number; club: string }[]): Promise<void> {
  return repo.setTeamClubs(w.tx, divisionId, rows);
}

/** Colours and the playing numbers of the team's players (shown on team detail only: no public answer changes). */
export async function saveTeamDetail(
  w: LeagueWrite,
  teamId: number,
  colours: { singletColour: string; numberColour: string },
  numbers: { mid: number; number: number | null }[],
): Promise<void> {
  await repo.saveTeam(w.tx, teamId, colours, numbers);
}

/** Roles added to teams; a member already in that role of the team is skipped. A player of another team of the division throws (DIVISION_PLAYER_KEY). */
export function addTeamMembers(w: LeagueWrite, rows: repo.TeamMemberRow[]): Promise<{ memberId: number }[]> {
  return rows.length ? repo.insertRoles(w.tx, rows) : Promise.resolve([]);
}

/** The member joins the team as a player; false when a key refuses it (already a player in the division, decision 143). */
export function joinTeamAsPlayer(
  w: LeagueWrite,
  row: { teamId: number; divisionId: number; memberId: number },
): Promise<boolean> {
  return repo.joinAsPlayer(w.tx, row);
}

/** Remove a role from the team (one member's, or whoever holds a position); the members removed. */
export function removeTeamRole(
  w: LeagueWrite,
  teamId: number,
  role: TeamRole,
  memberId?: number,
): Promise<{ memberId: number }[]> {
  return repo.deleteRole(w.tx, teamId, role, memberId);
}

/**
 * Record a team's forfeit of one of its undecided games (spec 001 §4: irreversible). False when the game is not one
 * the team still has to play (decided, forfeited, a bye, or another team's).
 */
export async function recordForfeit(
  w: LeagueWrite,
  f: { gameId: number; teamId: number; kind: ForfeitKind },
  at: Date,
): Promise<boolean> {
  const game = await repo.lockUndecidedTeamGame(w.tx, f.gameId, f.teamId);
  if (!game) return false;
  await repo.insertForfeit(w.tx, f, at);
  w.touch.division(game.divisionId);
  if (game.finalSlot) await fillFinals(w, game.divisionId);
  return true;
}

/** The scores of these games as recorded, locked until the transaction ends: what a score save replaces (its audit's before). */
export const lockScores = (w: LeagueWrite, ids: number[]) => results.lockScores(w.tx, ids);

/** Score a game between two teams (or correct its score); false when there is no such game, or a forfeit decided it. */
export async function recordScore(
  w: LeagueWrite,
  s: { gameId: number; scoreA: number; scoreB: number },
  at: Date,
): Promise<boolean> {
  const game = await repo.setScore(w.tx, s, at);
  if (game) w.touch.division(game.divisionId);
  if (game?.finalSlot) await fillFinals(w, game.divisionId);
  return game !== undefined;
}

/** Add (or with negative points, take) ladder points of a team, with the reason; its id, or null for no such team. */
export async function adjustPoints(
  w: LeagueWrite,
  a: { teamId: number; points: number; reason: string },
): Promise<{ id: number } | null> {
  const made = await repo.insertAdjustment(w.tx, a);
  if (!made) return null;
  w.touch.division(made.divisionId);
  return { id: made.id };
}

/** Move a game to another time (and date or court); its calendar SEQUENCE moves by trigger (decision 074). False for no such game. */
export async function moveGame(
  w: LeagueWrite,
  gameId: number,
  to: { date?: string; timeFrom: string; timeTo: string; courtId?: number | null },
): Promise<boolean> {
  const game = await repo.moveGame(w.tx, gameId, to);
  if (game) {
    w.touch.division(game.divisionId);
    await flagMovedGame(w.tx, gameId); // its officials are asked again (decision 278)
  }
  return game !== undefined;
}

export * from './league-lookups';
export * from './league-setup';
export * from './league-games';
export { generateFinals } from './league-finals';
export * from './league-import';
