import type { GameEditBody } from '@portal/domain/competition/game-edits.staff.contract';
import { findClashes, type Clash, type GameSlot } from '@portal/domain/competition/game-clash';
import { GameEditMessages as M } from '@portal/domain/competition/game-edits.staff.messages';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { gameReferees } from '../rosters/referee.service';
import * as repo from './game-edits.repo';
import type { GameChange } from './game-edits.repo';
import * as league from './league.service';

// What a game edit would change (docs/decisions/210-game-edits.md): the games it touches, each one's change, and the
// clashes of the games as they would be with the scheduled games of their days. Read inside the edit's transaction
// (the games locked) when saving, outside it when only checking.

type Row = repo.EditGameRow;
export interface PlannedChange {
  game: Row;
  change: GameChange;
}
export interface EditPlan {
  changes: PlannedChange[];
  clashes: Clash[];
}

const hm = (t: string) => t.slice(0, 5);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const decided = (g: Row) => g.scoredAt !== null || g.forfeitTeamId !== null;
const match = (g: Row) => `${g.teamA ?? ''} vs ${g.teamB ?? ''}`;

/** Whether the game may be changed at all (a game between two teams, no result, not cancelled nor washed out). */
export const editable = (g: Row): boolean =>
  g.teamAId !== null && g.teamBId !== null && !decided(g) && (g.status === 'scheduled' || g.status === 'postponed');

function refuseUnless(g: Row, allowed: Row['status'][]) {
  if (g.teamAId === null || g.teamBId === null) throw new AppError(409, 'not_a_game', M.notAGame);
  if (!editable(g) || !allowed.includes(g.status)) throw new AppError(409, 'not_editable', M.notEditable);
}

async function changesOf(db: DbOrTx, gameId: number, body: GameEditBody, lock: boolean): Promise<PlannedChange[]> {
  const ids = body.action === 'swap' ? [gameId, body.with_game_id] : [gameId];
  if (body.action === 'swap' && body.with_game_id === gameId) throw fieldErrors({ with_game_id: M.sameGame });
  const rows = lock ? await league.lockGamesForEdit(db, ids) : await repo.findGames(db, ids);
  const game = rows.find((r) => r.id === gameId);
  if (!game) throw notFound(M.noGame);
  if (body.action === 'move') {
    refuseUnless(game, ['scheduled', 'postponed']);
    const courts = await repo.courtList(db);
    if (!courts.some((c) => c.id === body.court_id)) throw fieldErrors({ court_id: M.noCourt });
    const end = minutes(body.time_from) + minutes(game.timeTo) - minutes(game.timeFrom);
    if (end >= 24 * 60) throw fieldErrors({ time_from: M.pastMidnight });
    return [
      {
        game,
        change: {
          date: body.date,
          timeFrom: body.time_from,
          timeTo: clock(end),
          courtId: body.court_id,
          status: 'scheduled',
        },
      },
    ];
  }
  if (body.action === 'swap') {
    const other = rows.find((r) => r.id === body.with_game_id);
    if (!other) throw fieldErrors({ with_game_id: M.noGame });
    if (other.divisionId !== game.divisionId) throw fieldErrors({ with_game_id: M.otherDivision });
    if (game.status === 'postponed' || other.status === 'postponed')
      throw new AppError(409, 'postponed', M.postponedSwap);
    refuseUnless(game, ['scheduled']);
    refuseUnless(other, ['scheduled']);
    const slot = (g: Row) => ({
      date: g.date,
      timeFrom: g.timeFrom,
      timeTo: g.timeTo,
      courtId: g.courtId,
      status: 'scheduled' as const,
    });
    return [
      { game, change: slot(other) },
      { game: other, change: slot(game) },
    ];
  }
  refuseUnless(game, body.action === 'cancel' ? ['scheduled', 'postponed'] : ['scheduled']);
  return [
    {
      game,
      change: { status: body.action === 'postpone' ? 'postponed' : body.action === 'cancel' ? 'cancelled' : 'washout' },
    },
  ];
}

/** The games of the edit as they would be, with the scheduled games of their days, as the clash check takes them. */
async function clashesOf(db: DbOrTx, changes: PlannedChange[]): Promise<Clash[]> {
  const moved = changes.filter((c) => c.change.status === 'scheduled');
  if (!moved.length) return [];
  const courtNames = new Map((await repo.courtList(db)).map((c) => [c.id, `${c.venue} ${c.court}`]));
  const dates = [...new Set(moved.map((c) => c.change.date ?? c.game.date))];
  const others = await repo.scheduledOn(db, dates);
  const referees = await gameReferees(db, [...new Set([...others.map((o) => o.id), ...moved.map((c) => c.game.id)])]);
  const refsOf = (id: number) => referees.filter((r) => r.gameId === id).map((r) => ({ id: r.id, name: r.name }));
  const teamsOf = (g: Row) =>
    [
      [g.teamAId, g.teamA],
      [g.teamBId, g.teamB],
    ].flatMap(([id, name]) => (id === null ? [] : [{ id: id as number, name: (name ?? '') as string }]));
  const slotOf = (g: Row, c: Partial<GameChange> = {}): GameSlot => {
    const courtId = c.courtId !== undefined ? c.courtId : g.courtId;
    return {
      gameId: g.id,
      date: c.date ?? g.date,
      timeFrom: hm(c.timeFrom ?? g.timeFrom),
      timeTo: hm(c.timeTo ?? g.timeTo),
      court: courtId === null ? null : { id: courtId, name: courtNames.get(courtId) ?? '' },
      match: match(g),
      teams: teamsOf(g),
      referees: refsOf(g.id),
    };
  };
  return findClashes(
    moved.map((c) => slotOf(c.game, c.change)),
    others.map((o) => slotOf(o)),
  );
}

/** Plan an edit: 404, 409 or 422 when it cannot be made at all; its clashes otherwise (none: it may be saved). */
export async function planEdit(db: DbOrTx, gameId: number, body: GameEditBody, lock: boolean): Promise<EditPlan> {
  const changes = await changesOf(db, gameId, body, lock);
  if (lock)
    await repo.lockDays(
      db,
      changes.filter((c) => c.change.status === 'scheduled').map((c) => c.change.date ?? c.game.date),
    );
  return { changes, clashes: await clashesOf(db, changes) };
}
