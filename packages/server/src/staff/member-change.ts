import type { AuditAction } from '@portal/domain/staff/audit-actions';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import type { Tx } from '../platform/db';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { memberRecordOf } from './member-record';
import * as repo from './members.repo';

// The one shape of a staff change to a member (docs/decisions/160, 161): lock the row, write, record the audit row
// with before and after in the same transaction, then answer the member's record.

export type RecordReply = { data: { message: string; record: MemberRecord } };

/** What a change did: its audit action and the fields before and after (no field after: nothing changed). */
export interface MemberChange {
  action: AuditAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Lock member `id`, let `change` write in the transaction and say what it changed, record it with `reason`; a change
 * that changed nothing answers 422 and writes nothing. Answers the record and `message` of the member as it was.
 */
export async function changeMember(
  ctx: StaffCtx,
  id: number,
  reason: string,
  change: (m: repo.MemberRow, tx: Tx) => Promise<MemberChange>,
  message: (m: repo.MemberRow) => string,
): Promise<RecordReply> {
  const member = await ctx.db.transaction(async (tx) => {
    const [m] = await repo.lockMembers(tx, [id]);
    if (!m) throw new AppError(404, 'not_found', R.notFound);
    const done = await change(m, tx);
    if (Object.keys(done.after).length === 0) throw new AppError(422, 'unchanged', R.nothingChanged);
    await recordAudit(tx, ctx, {
      action: done.action,
      entity: 'member',
      entityId: id,
      reason,
      before: done.before,
      after: done.after,
    });
    return m;
  });
  return { data: { message: message(member), record: await memberRecordOf(ctx, id) } };
}
