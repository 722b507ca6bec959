import type { DifferentBody } from '@portal/domain/staff/duplicates.contract';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './duplicates.repo';
import { lockMembers } from './members.repo';

/**
 * Mark two accounts as different people (members.merge, decision 284): the pair, stored low id first, is no longer
 * suggested as a duplicate. The first mark is audited on the lower account in the same transaction; marking the pair
 * again changes nothing (the primary key) and writes no second audit row.
 */
export async function markDifferent(ctx: StaffCtx, body: DifferentBody): Promise<{ data: { message: string } }> {
  const { a_id: a, b_id: b, reason } = body;
  if (a === b) throw new AppError(422, 'same_member', R.mergeSame, { b_id: R.mergeSame });
  const [low, high] = a < b ? [a, b] : [b, a];
  return ctx.db.transaction(async (tx) => {
    const rows = await lockMembers(tx, [low, high]);
    if (rows.length !== 2) throw new AppError(404, 'not_found', R.notFound);
    const [l, h] = [rows[0]!, rows[1]!];
    if (await repo.insertDifferent(tx, low, high, reason, ctx.member.id)) {
      await recordAudit(tx, ctx, {
        action: 'members.different',
        entity: 'member',
        entityId: low,
        reason,
        before: null,
        after: { different_from: { id: high, username: h.username } },
      });
    }
    return { data: { message: R.markedDifferent(l.username ?? String(low), h.username ?? String(high)) } };
  });
}
