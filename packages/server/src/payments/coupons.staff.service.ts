import {
  CouponBody as BodySchema,
  type CouponBody,
  type CouponListQuery,
  type StaffCoupon,
} from '@portal/domain/payments/coupons.staff.contract';
import { CouponStaffMessages as M } from '@portal/domain/payments/coupons.staff.messages';
import { couponState } from '@portal/domain/payments/coupons.rules';
import { todayIn } from '@portal/domain/shared/time';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { AppError, isCheckViolation, isUniqueViolation } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './coupons.staff.repo';

// The back-office's coupons (docs/decisions/239): list, add, edit, each write audited in its own transaction. The
// database backs the rules that must never break (coupons.tables.ts): a code unique whatever its case, a value and a
// window that make sense, and no limit below the uses already made. The service says so first, with the numbers,
// under the coupon's row lock (the lock a payment's use takes), and turns a refusal by the database into the same words.

type Reply = { data: { message: string; coupon: StaffCoupon } };

const today = (ctx: Pick<StaffCtx, 'config' | 'now'>) => todayIn(ctx.config.site.timeZone, ctx.now());

function toCoupon(r: { coupon: repo.CouponRow; members: number }, day: string): StaffCoupon {
  const c = r.coupon;
  return {
    id: c.id,
    code: c.code,
    method: c.method,
    value: c.value,
    valid_from: c.validFrom,
    valid_until: c.validUntil,
    max_uses: c.maxUses,
    max_uses_per_member: c.maxUsesPerMember,
    once_per_invoice: c.oncePerInvoice,
    active: c.active,
    uses: c.uses,
    members: Number(r.members),
    state: couponState(c, day),
  };
}

function toValues(body: CouponBody): repo.CouponValues {
  const b = BodySchema.parse(body);
  return {
    code: b.code,
    method: b.method,
    value: b.value,
    validFrom: b.valid_from,
    validUntil: b.valid_until,
    maxUses: b.max_uses,
    maxUsesPerMember: b.max_uses_per_member,
    oncePerInvoice: b.once_per_invoice,
    active: b.active,
  };
}

/** The audit's picture of a coupon (the body's names). */
const audited = (v: repo.CouponValues) => ({
  code: v.code,
  method: v.method,
  value: v.value,
  valid_from: v.validFrom,
  valid_until: v.validUntil,
  max_uses: v.maxUses,
  max_uses_per_member: v.maxUsesPerMember,
  once_per_invoice: v.oncePerInvoice,
  active: v.active,
});

const fieldError = (field: string, message: string) =>
  new AppError(422, 'error_validation', message, { [field]: message });

/** What the database refused, in the form's words; anything else is not ours to explain. */
function refusal(err: unknown, uses: { total: number; member: number }): unknown {
  if (isUniqueViolation(err, 'coupons_code_key')) return fieldError('code', M.codeTaken);
  if (isCheckViolation(err, 'coupons_uses_range')) return fieldError('max_uses', M.belowUses(uses.total));
  if (isCheckViolation(err, 'coupon_member_uses_range'))
    return fieldError('max_uses_per_member', M.belowUses(uses.member));
  return err;
}

async function reply(ctx: StaffCtx, id: number, message: (code: string) => string): Promise<Reply> {
  const row = await repo.couponById(ctx.db, id);
  if (!row) throw new AppError(404, 'not_found', M.notFound);
  return { data: { message: message(row.coupon.code), coupon: toCoupon(row, today(ctx)) } };
}

export async function list(ctx: StaffCtx, q: CouponListQuery): Promise<{ data: ListPage<StaffCoupon> }> {
  const page = await repo.couponPage(ctx.db, q);
  const day = today(ctx);
  return { data: { rows: page.rows.map((r) => toCoupon(r, day)), total: page.total } };
}

export async function create(ctx: StaffCtx, body: CouponBody): Promise<Reply> {
  const values = toValues(body);
  const id = await ctx.db
    .transaction(async (tx) => {
      const couponId = await repo.insertCoupon(tx, values);
      await recordAudit(tx, ctx, {
        action: 'coupons.create',
        entity: 'coupon',
        entityId: couponId,
        after: audited(values),
      });
      return couponId;
    })
    .catch((err: unknown) => {
      throw refusal(err, { total: 0, member: 0 });
    });
  return reply(ctx, id, M.created);
}

export async function update(ctx: StaffCtx, id: number, body: CouponBody): Promise<Reply> {
  const values = toValues(body);
  const uses = { total: 0, member: 0 };
  await ctx.db
    .transaction(async (tx) => {
      const before = await repo.lockCoupon(tx, id);
      if (!before) throw new AppError(404, 'not_found', M.notFound);
      uses.total = before.uses;
      uses.member = await repo.mostMemberUses(tx, id);
      if (values.maxUses != null && values.maxUses < uses.total) throw fieldError('max_uses', M.belowUses(uses.total));
      if (values.maxUsesPerMember != null && values.maxUsesPerMember < uses.member)
        throw fieldError('max_uses_per_member', M.belowUses(uses.member));
      await repo.updateCoupon(tx, id, values);
      await recordAudit(tx, ctx, {
        action: 'coupons.update',
        entity: 'coupon',
        entityId: id,
        before: audited(before),
        after: audited(values),
      });
    })
    .catch((err: unknown) => {
      throw refusal(err, uses);
    });
  return reply(ctx, id, M.saved);
}
