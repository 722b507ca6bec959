import { checkStanding, type StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import type { CheckEntryBody, MemberCheck, MyCheck } from '@portal/domain/safeguarding/checks.contract';
import { CheckMessages as M } from '@portal/domain/safeguarding/checks.messages';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import type { MemberCtx } from '../platform/context';
import { AppError, fieldErrors } from '../platform/errors';
import { ownCheck, writeEntry } from './checks.repo';

// A member's own Working With Children Check on their profile (issue 44, docs/decisions/315): adults only; the route
// refuses a guardian acting for a child (actFor: false), so a child is never asked for one.

type Stored = NonNullable<Awaited<ReturnType<typeof ownCheck>>>;

const shape = (r: Stored, today: string): MemberCheck => ({
  state: r.state as MemberCheck['state'],
  number: r.number,
  kind: r.kind as MemberCheck['kind'],
  expires_on: r.expiresOn,
  status: checkStanding({ status: r.status as StoredCheckStatus, expiresOn: r.expiresOn }, today),
  checked_at: r.checkedAt?.toISOString() ?? null,
});

const todayOf = (ctx: MemberCtx) => todayIn(ctx.config.site.timeZone, ctx.now());
const asked = (ctx: MemberCtx) => isAdult(ctx.member.dob, todayOf(ctx));

export async function myCheck(ctx: MemberCtx): Promise<{ data: MyCheck }> {
  if (!asked(ctx)) return { data: { asked: false, check: null } };
  const row = await ownCheck(ctx.db, ctx.member.id);
  return { data: { asked: true, check: row ? shape(row, todayOf(ctx)) : null } };
}

export async function saveMyCheck(
  ctx: MemberCtx,
  body: CheckEntryBody,
): Promise<{ data: { message: string; check: MemberCheck } }> {
  if (!asked(ctx)) throw new AppError(403, 'not_adult', M.notAdult);
  const today = todayOf(ctx);
  const expiresOn = body.expires_on || null;
  if (expiresOn !== null && expiresOn < today) throw fieldErrors({ expires_on: M.expiryPast });
  const { row, restarted } = await ctx.db.transaction(async (tx) => {
    const before = await ownCheck(tx, ctx.member.id, true);
    const row = await writeEntry(tx, ctx.member.id, { ...body, expiresOn }, ctx.now());
    return { row, restarted: !before || before.updatedAt.getTime() !== row.updatedAt.getTime() };
  });
  return { data: { message: restarted ? M.saved : M.unchanged, check: shape(row, today) } };
}
