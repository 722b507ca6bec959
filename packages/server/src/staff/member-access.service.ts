import type { ReasonBody } from '@portal/domain/staff/member-records.contract';
import type { EftDetails } from '@portal/domain/profile/profile.contract';
import { MemberRecordMessages as R } from '@portal/domain/staff/staff.messages';
import { endSessions } from '../accounts/accounts.service';
import { bankDetailsOf } from '../profile/eft.service';
import { AppError } from '../platform/errors';
import { requireConfirmedPassword } from '../platform/password-gate';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { recordSecurityEvent } from '../security/security-log.service';
import { changeMember, type RecordReply } from './member-change';
import { memberOr404, nameOf } from './member-record';
import * as repo from './members.repo';

// Who may sign in, and the bank details in clear (docs/decisions/161). A deactivated member's data stays; their
// live tokens stop at once (the sign-in read refuses them) and are revoked, so a reactivation starts a new sign-in.

/** Refuse the member sign-in from now on (members.deactivate). Nobody deactivates themselves. */
export async function deactivate(ctx: StaffCtx, id: number, body: ReasonBody): Promise<RecordReply> {
  if (id === ctx.member.id) throw new AppError(409, 'not_yourself', R.notYourself);
  return changeMember(
    ctx,
    id,
    body.reason,
    async (m, tx) => {
      if (m.deactivatedAt) throw new AppError(409, 'already_deactivated', R.alreadyDeactivated);
      const at = ctx.now();
      await repo.updateMember(tx, id, { deactivatedAt: at });
      await endSessions(tx, id, at);
      return {
        action: 'members.deactivate',
        before: { deactivated_at: null },
        after: { deactivated_at: at.toISOString() },
      };
    },
    (m) => R.deactivated(nameOf(m)),
  );
}

/** Let a deactivated member sign in again (members.deactivate); a merged account stays merged. */
export async function reactivate(ctx: StaffCtx, id: number, body: ReasonBody): Promise<RecordReply> {
  return changeMember(
    ctx,
    id,
    body.reason,
    async (m, tx) => {
      if (m.mergedInto) throw new AppError(409, 'merged', R.mergedStays);
      if (!m.deactivatedAt) throw new AppError(409, 'not_deactivated', R.notDeactivated);
      await repo.updateMember(tx, id, { deactivatedAt: null });
      return {
        action: 'members.reactivate',
        before: { deactivated_at: m.deactivatedAt.toISOString() },
        after: { deactivated_at: null },
      };
    },
    (m) => R.reactivated(nameOf(m)),
  );
}

/**
 * The bank details in clear (members.bank.reveal: finance officers only), decrypted by the profile area. The audit
 * row says who saw them and why; it holds no detail itself.
 */
export async function revealBank(ctx: StaffCtx, id: number, body: ReasonBody): Promise<{ data: EftDetails }> {
  const m = await memberOr404(ctx, id);
  await requireConfirmedPassword(ctx, { freshCode: true }); // decisions 263, 327
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, ctx, { action: 'members.bank.reveal', entity: 'member', entityId: id, reason: body.reason });
    // the security log says whose and by whom, never the details (decision 316)
    await recordSecurityEvent(tx, { kind: 'bank-reveal', memberId: id, actorMemberId: ctx.member.id }, ctx);
  });
  return { data: bankDetailsOf(ctx, m, ctx.log) };
}
