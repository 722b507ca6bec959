import {
  IssueVoucherBody as IssueSchema,
  type AkvQuery,
  type AkvRedemption,
  type IssueVoucherBody,
  type StaffVoucher,
  type VoidVoucherBody,
  type VoucherListQuery,
} from '@portal/domain/payments/vouchers.staff.contract';
import { VoucherStaffMessages as M } from '@portal/domain/payments/vouchers.staff.messages';
import { centsToInput } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import { EXPORT_MAX_ROWS, type ListPage } from '@portal/domain/staff/staff-list';
import { toCsv } from '../platform/csv';
import type { DbOrTx } from '../platform/db';
import { AppError, isUniqueViolation } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow } from '../platform/staff-list';
import { recordAudit } from '../platform/audit';
import * as repo from './vouchers.staff.repo';

// The back-office's vouchers (docs/decisions/240) and the Active & Creative Kids claim list (241). Issuing and voiding
// are audited in their own transaction. A void is the voucher's one live redemption row, so the database refuses to
// void a voucher a payment holds or spent, and refuses a payment's hold on a void voucher, however the two race.

type Reply = { data: { message: string; voucher: StaffVoucher } };
const today = (ctx: Pick<StaffCtx, 'config' | 'now'>) => todayIn(ctx.config.site.timeZone, ctx.now());
const fieldError = (field: string, message: string) =>
  new AppError(422, 'error_validation', message, { [field]: message });

function toVoucher(r: repo.VoucherListRow): StaffVoucher {
  return {
    id: r.id,
    number: r.number,
    pin: r.pin,
    kind: r.kind,
    value_cents: Number(r.value_cents),
    recipient: r.recipient,
    valid_until: r.valid_until,
    created_at: new Date(r.created_at).toISOString(),
    state: r.state,
    order_id: r.order_id,
    redeemed_cents: r.redeemed_cents === null ? null : Number(r.redeemed_cents),
  };
}

async function voucher(ctx: StaffCtx, id: number, db: DbOrTx = ctx.db): Promise<StaffVoucher> {
  const row = await repo.voucherById(db, id, today(ctx));
  if (!row) throw new AppError(404, 'not_found', M.notFound);
  return toVoucher(row);
}

export async function list(ctx: StaffCtx, q: VoucherListQuery): Promise<{ data: ListPage<StaffVoucher> }> {
  const { rows, total } = await repo.voucherPage(ctx.db, q, today(ctx), pageWindow(q));
  return { data: { rows: rows.map(toVoucher), total } };
}

export async function issue(ctx: StaffCtx, body: IssueVoucherBody): Promise<Reply> {
  const b = IssueSchema.parse(body);
  if (b.valid_until !== null && b.valid_until < today(ctx)) throw fieldError('valid_until', M.untilPassed);
  const recipient = b.recipient ? await repo.memberIdByUsername(ctx.db, b.recipient) : null;
  if (recipient === undefined) throw fieldError('recipient', M.noMember);
  const id = await ctx.db
    .transaction(async (tx) => {
      const voucherId = await repo.insertVoucher(tx, {
        number: b.number,
        pin: b.pin,
        valueCents: b.value_cents,
        kind: 'association',
        recipientMemberId: recipient,
        validUntil: b.valid_until,
      });
      await recordAudit(tx, ctx, {
        action: 'vouchers.issue',
        entity: 'voucher',
        entityId: voucherId,
        after: {
          number: b.number,
          pin: b.pin,
          value_cents: b.value_cents,
          recipient: b.recipient || null,
          valid_until: b.valid_until,
        },
      });
      return voucherId;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'vouchers_number_key') ? fieldError('number', M.numberTaken) : err;
    });
  return { data: { message: M.issued(b.number), voucher: await voucher(ctx, id) } };
}

export async function voidOne(ctx: StaffCtx, id: number, body: VoidVoucherBody): Promise<Reply> {
  const number = await ctx.db
    .transaction(async (tx) => {
      const row = await repo.lockVoucher(tx, id);
      if (!row) throw new AppError(404, 'not_found', M.notFound);
      const state = (await voucher(ctx, id, tx)).state;
      if (state === 'voided') throw new AppError(409, 'error_validation', M.alreadyVoided);
      if (state === 'held' || state === 'redeemed') throw new AppError(409, 'error_validation', M.notUnredeemed);
      await repo.insertVoid(tx, id);
      await recordAudit(tx, ctx, {
        action: 'vouchers.void',
        entity: 'voucher',
        entityId: id,
        reason: body.reason,
        before: { state },
        after: { state: 'voided' },
      });
      return row.number;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'voucher_redemptions_live_key')
        ? new AppError(409, 'error_validation', M.notUnredeemed)
        : err;
    });
  return { data: { message: M.voided(number), voucher: await voucher(ctx, id) } };
}

export async function akv(
  ctx: StaffCtx,
  q: AkvQuery,
): Promise<{ data: { rows: AkvRedemption[]; total_cents: number } }> {
  const rows = (await repo.akvRedemptions(ctx.db, { ...q, timeZone: ctx.config.site.timeZone }))
    .slice(0, EXPORT_MAX_ROWS)
    .map((r) => ({
      voucher_number: r.voucher_number,
      child: r.child ?? '',
      member: r.member,
      order_id: r.order_id,
      paid_at: new Date(r.paid_at).toISOString(),
      amount_cents: Number(r.amount_cents),
    }));
  return { data: { rows, total_cents: rows.reduce((t, r) => t + r.amount_cents, 0) } };
}

export async function akvCsv(ctx: StaffCtx, q: AkvQuery): Promise<string> {
  const { rows } = (await akv(ctx, q)).data;
  const day = new Intl.DateTimeFormat('en-AU', {
    timeZone: ctx.config.site.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return toCsv(rows, [
    { header: 'Voucher number', value: (r) => r.voucher_number },
    { header: 'Child', value: (r) => r.child },
    { header: 'Paid by', value: (r) => r.member },
    { header: 'Order', value: (r) => r.order_id },
    { header: 'Date', value: (r) => day.format(new Date(r.paid_at)) },
    { header: 'Amount', value: (r) => centsToInput(r.amount_cents) },
  ]);
}
