import type { AssignBody, RefereeBoardQuery, UnassignBody } from '@portal/domain/rosters/rosters.staff.contract';
import {
  clashesOf,
  functionsOf,
  isFunctionOf,
  suggestRoster,
  type ClashKind,
} from '@portal/domain/rosters/referee-board.rules';
import { RefereeBoardMessages as M, RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { isJuniorDivision, TrustMessages } from '@portal/domain/safeguarding/positions-of-trust';
import { formatTime, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { ROSTER_TYPES } from '@portal/domain/rosters/rosters.rules';
import { notify } from '../messaging/notices.service';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { trustOfMembers } from '../safeguarding/trust.service';
import * as repo from './referee-board.repo';
import * as writes from './referee-roster-writes.repo';
import { loadBoard } from './referee-board.service';
import { gameFacts, officialFacts } from './referee-facts';
import { fullName } from './roster-items';

// Assigning officials to games (docs/decisions/195): one function at a time, or the suggestion for a whole range.
// Clash markers warn and do not refuse: the coordinator may know better (a referee coaching an U10 team may still
// referee it when nobody else can). Every change is audited in its transaction; on a date already published, the
// official given or relieved of a function is told in it (decision 313: kind games, once per assignment).

type Game = NonNullable<Awaited<ReturnType<typeof repo.oneGame>>>;

/** Tell an official of a change to a published date's roster: `on` a function they now hold, or off one. */
async function tellOfficial(
  ctx: StaffCtx,
  tx: DbOrTx,
  game: Game,
  change: { memberId: number; assignmentId: number; fn: string; on: boolean },
): Promise<void> {
  const published = await repo.publishedIn(tx, game.seasonId, game.date, game.date);
  if (!published.some((p) => p.venueId === game.venueId)) return;
  const day = isoToDmy(game.date);
  const line = (change.on ? T.changedOn : T.changedOff)(
    formatTime(game.time),
    change.fn,
    game.teamA ?? '',
    game.teamB ?? '',
  );
  await notify(tx, {
    memberIds: [change.memberId],
    kind: 'games',
    subject: T.changedSubject(day),
    body: [line, `${T.mailAction}: ${ctx.config.publicUrl}/member/referee`].join('\n\n'),
    dedupeKey: `referee-roster-${change.on ? 'on' : 'off'}:${change.assignmentId}`,
    now: ctx.now(),
    timeZone: ctx.config.site.timeZone,
  });
}

/** The game, the roster type of the function, and the official; field errors when any is not what it must be. */
async function checked(ctx: StaffCtx, body: AssignBody) {
  const type = ROSTER_TYPES.find((t) => isFunctionOf(t, body.function));
  const [game, official] = await Promise.all([
    repo.oneGame(ctx.db, body.game_id),
    type ? repo.officialWithAccess(ctx.db, body.member_id, type) : undefined,
  ]);
  const errors: Record<string, string> = {};
  if (!game) errors.game_id = M.noGame;
  if (!type) errors.function = M.noType;
  else if (game && !functionsOf(type, game.refereeSlots).includes(body.function))
    errors.function = M.notNeeded(game.refereeSlots);
  else if (!official) errors.member_id = M.noAccess;
  if (Object.keys(errors).length) throw fieldErrors(errors);
  await refereeMayAct(ctx, game!, type!, body.member_id, fullName(official!));
  return { game: game!, type: type!, official: official! };
}

/**
 * A junior game's referee holds a position of trust (issue 44, decision 320): one whose check is not verified is
 * refused when the association blocks, and one whose check expired or was barred always; the board shows why.
 */
async function refereeMayAct(ctx: StaffCtx, game: Game, type: string, memberId: number, name: string) {
  if (type !== 'referee' || !isJuniorDivision(game)) return;
  const trust = await trustOfMembers(ctx.db, [memberId], todayIn(ctx.config.site.timeZone, ctx.now()));
  if (!trust.mayAct(memberId))
    throw fieldErrors({ member_id: TrustMessages.refereeRefused(name, trust.stateOf(memberId)) });
}

/**
 * Give a function of a game to an official (whoever held it is cancelled); answers the clash markers. Giving it to
 * its holder again after the game moved confirms them at the new time (decision 278). Two coordinators filling one
 * place at once: the partial unique keys let one in, the other is told (409); one who chose from a board that no
 * longer shows the place's holder (`replaces`) is told too, rather than replacing the other's choice.
 */
export async function assign(
  ctx: StaffCtx,
  body: AssignBody,
): Promise<{ data: { message: string; clashes: ClashKind[] } }> {
  const { game, type, official } = await checked(ctx, body);
  const confirmed = await ctx.db.transaction(async (tx) => {
    const current = await writes.liveAssignment(tx, game.id, body.function);
    // the board the coordinator chose from is out of date: another coordinator filled or changed the place meanwhile
    if (
      body.replaces !== undefined &&
      (current?.memberId ?? null) !== body.replaces &&
      current?.memberId !== body.member_id
    ) {
      throw new AppError(409, 'conflict', M.conflict);
    }
    if (current?.memberId === body.member_id) {
      if (!current.movedAt) return false;
      await writes.confirmMoved(tx, current.id);
      await recordAudit(tx, ctx, {
        action: 'rosters.referee.confirm',
        entity: 'game',
        entityId: game.id,
        after: { function: body.function, member_id: body.member_id },
      });
      return true;
    }
    if (await writes.holdsOtherFunction(tx, game.id, body.member_id)) throw fieldErrors({ member_id: M.alreadyInGame });
    if (current) await writes.cancelAssignment(tx, current.id, ctx.now());
    const added = await writes.insertAssignments(tx, [
      { gameId: game.id, memberId: body.member_id, rosterType: type, memberType: body.function },
    ]);
    if (!added.length) throw new AppError(409, 'conflict', M.conflict);
    if (current)
      await tellOfficial(ctx, tx, game, {
        memberId: current.memberId,
        assignmentId: current.id,
        fn: body.function,
        on: false,
      });
    await tellOfficial(ctx, tx, game, {
      memberId: body.member_id,
      assignmentId: added[0]!.id,
      fn: body.function,
      on: true,
    });
    await recordAudit(tx, ctx, {
      action: 'rosters.referee.assign',
      entity: 'game',
      entityId: game.id,
      before: { function: body.function, member_id: current?.memberId ?? null },
      after: { function: body.function, member_id: body.member_id },
    });
    return false;
  });
  const facts = gameFacts(game);
  const { facts: officials } = await officialFacts(ctx.db, [body.member_id], {
    seasonId: game.seasonId,
    from: game.date,
    to: game.date,
    teamIds: facts.teamIds,
    trustOn: type === 'referee' ? todayIn(ctx.config.site.timeZone, ctx.now()) : undefined,
  });
  const message = confirmed
    ? M.confirmed(fullName(official), body.function)
    : M.assigned(fullName(official), body.function);
  return { data: { message, clashes: clashesOf(facts, body.function, officials.get(body.member_id)!) } };
}

/** Open a function of a game again; 409 when nobody holds it. */
export async function unassign(ctx: StaffCtx, body: UnassignBody): Promise<{ data: { message: string } }> {
  const game = await repo.oneGame(ctx.db, body.game_id);
  if (!game) throw fieldErrors({ game_id: M.noGame });
  await ctx.db.transaction(async (tx) => {
    const current = await writes.liveAssignment(tx, body.game_id, body.function);
    if (!current) throw new AppError(409, 'not_assigned', M.notAssigned);
    await writes.cancelAssignment(tx, current.id, ctx.now());
    await tellOfficial(ctx, tx, game, {
      memberId: current.memberId,
      assignmentId: current.id,
      fn: body.function,
      on: false,
    });
    await recordAudit(tx, ctx, {
      action: 'rosters.referee.unassign',
      entity: 'game',
      entityId: body.game_id,
      before: { function: body.function, member_id: current.memberId },
      after: { function: body.function, member_id: null },
    });
  });
  return { data: { message: M.unassigned(body.function) } };
}

/** Fill the open functions of the range's unpublished games from availability (domain suggestRoster). */
export async function suggest(
  ctx: StaffCtx,
  q: RefereeBoardQuery,
): Promise<{ data: { message: string; assigned: number } }> {
  const b = await loadBoard(ctx, q);
  const open = b.games
    .filter((g) => !b.isPublished(g.date, g.venueId))
    .flatMap((g) => {
      const facts = gameFacts(g);
      return functionsOf(q.type, g.refereeSlots)
        .filter((fn) => !b.assignments.some((a) => a.gameId === g.id && a.fn === fn))
        .map((fn) => ({ game: facts, fn }));
    });
  const picks = suggestRoster(open, [...b.facts.values()]);
  const added = await ctx.db.transaction(async (tx) => {
    await writes.lockRoster(tx, b.range.seasonId);
    const rows = await writes.insertAssignments(
      tx,
      picks.map((p) => ({ gameId: p.gameId, memberId: p.memberId, rosterType: q.type, memberType: p.fn })),
    );
    if (rows.length) {
      await recordAudit(tx, ctx, {
        action: 'rosters.referee.suggest',
        entity: 'season',
        entityId: b.range.seasonId,
        after: {
          from: b.range.from,
          to: b.range.to,
          type: q.type,
          assigned: rows.map((r) => ({ game_id: r.gameId, function: r.memberType, member_id: r.memberId })),
        },
      });
    }
    return rows.length;
  });
  return { data: { message: M.suggested(added), assigned: added } };
}
