import type { RefereeResponse, RespondBody } from '@portal/domain/rosters/referee-responses.contract';
import { RefereeResponseTexts as T } from '@portal/domain/rosters/referee-responses.messages';
import { todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { AppError, notFound } from '../platform/errors';
import { requireGates } from '../platform/gates';
import * as repo from './referee-responses.repo';

// An official accepts or declines a published game of theirs (decision 279). A decline cancels the assignment, so
// the place is open again on the board, which names who declined. The answer carries the game's version as the
// official read it: a game moved meanwhile (its row is locked by the move, then by the answer) is refused, 409.

export async function responses(ctx: Ctx): Promise<{ data: RefereeResponse[] }> {
  const { member } = requireGates(ctx, 'is_ref');
  const rows = await repo.ownResponses(ctx.db, member.id, todayIn(ctx.config.site.timeZone));
  return { data: rows.map((r) => ({ id: r.id, response: r.response, moved: r.movedAt !== null, version: r.version })) };
}

export async function respond(ctx: Ctx, id: number, body: RespondBody): Promise<{ data: { message: string } }> {
  const { member } = requireGates(ctx, 'is_ref');
  await ctx.db.transaction(async (tx) => {
    const game = await repo.lockGameOf(tx, id, member.id);
    const row = game && (await repo.lockOwn(tx, id, member.id));
    if (!game || !row) throw notFound(T.noGame);
    if (game.version !== body.version) throw new AppError(409, 'game_moved', T.movedMeanwhile);
    await repo.answer(tx, id, body.response, ctx.now());
  });
  return { data: { message: body.response === 'accepted' ? T.accepted : T.declined } };
}
