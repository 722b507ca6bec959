import {
  BANK_REMINDER_HOURS,
  type OfficialWaiting,
  type RemindBankBody,
} from '@portal/domain/rosters/bank-waiting.contract';
import { OfficialsPayMessages as M } from '@portal/domain/rosters/officials-pay.messages';
import { formatCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { lastAuditAt } from '../staff/audit-last.service';
import * as repo from './bank-waiting.repo';
import { owedWithoutBank } from './officials-pay.repo';
import { fullName } from './roster-items';

// Officials owed pay without bank details (decision 283): the list the pay run's "games wait" leads to, a reminder
// each at most once in BANK_REMINDER_HOURS, and their EFT page opened without an administrator ticking the flag.

const HOUR = 3_600_000;
const REMINDER = 'officials.pay.bank_reminder';
const EFT_OPENED = 'officials.pay.eft_opened';
const lastReminders = async (db: DbOrTx, ids: number[]) => {
  const at = await lastAuditAt(db, REMINDER, 'member', ids);
  return new Map([...at].map(([id, when]) => [Number(id), when]));
};

/** GET waiting-for-bank: each official owed pay for games played by today who gave no bank details. */
export async function waiting(ctx: StaffCtx): Promise<{ data: OfficialWaiting[] }> {
  const rows = await owedWithoutBank(ctx.db, todayIn(ctx.config.site.timeZone, ctx.now()));
  const last = await lastReminders(
    ctx.db,
    rows.map((r) => r.memberId),
  );
  return {
    data: rows.map((r) => ({
      member_id: r.memberId,
      name: fullName(r),
      games: r.games,
      amount_cents: r.amountCents,
      eft_page: r.isEft,
      reminded_at: last.get(r.memberId)?.toISOString() ?? null,
    })),
  };
}

/**
 * Open the EFT page (is_eft) of officials owed pay (spec 000 §2.2's gate stays the flag; decision 283), each change
 * audited in the caller's transaction.
 */
export async function openEftForPay(tx: DbOrTx, ctx: StaffCtx, ids: number[]): Promise<void> {
  for (const id of await repo.openEft(tx, [...new Set(ids)])) {
    await recordAudit(tx, ctx, {
      action: EFT_OPENED,
      entity: 'member',
      entityId: id,
      before: { is_eft: false },
      after: { is_eft: true },
    });
  }
}

/**
 * POST remind: one mail to each official named who still waits, has an email address and was not reminded in the
 * last BANK_REMINDER_HOURS; each in the transaction of its audit row. The officials' rows are locked (in id order)
 * first, so two clicks at once mail each official once: the second reads the first's audit rows.
 */
export async function remind(
  ctx: StaffCtx,
  body: RemindBankBody,
): Promise<{ data: { message: string; emailed: number; skipped: number } }> {
  const ids = [...new Set(body.member_ids)];
  const now = ctx.now();
  const today = todayIn(ctx.config.site.timeZone, now);
  const emailed = await ctx.db.transaction(async (tx) => {
    await repo.lockOfficials(tx, ids);
    const owed = new Map((await owedWithoutBank(tx, today)).map((r) => [r.memberId, r]));
    const last = await lastReminders(tx, ids);
    const due = ids.flatMap((id) => {
      const r = owed.get(id);
      const at = last.get(id);
      return r?.email && !(at && now.getTime() - at.getTime() < BANK_REMINDER_HOURS * HOUR) ? [r] : [];
    });
    await openEftForPay(
      tx,
      ctx,
      due.map((r) => r.memberId),
    );
    for (const r of due) {
      await enqueueMail(
        tx,
        composeMail(ctx.config, {
          to: r.email,
          subject: M.reminderSubject,
          greeting: M.reminderGreeting(r.firstname),
          paragraphs: [M.reminderOwed(r.games, formatCents(r.amountCents)), M.reminderHow],
          action: { label: M.reminderAction, path: '/member/eftaccount' },
        }),
        { now },
      );
      await recordAudit(tx, ctx, {
        action: REMINDER,
        entity: 'member',
        entityId: r.memberId,
        after: { games: r.games, amount_cents: r.amountCents },
      });
    }
    return due.length;
  });
  const skipped = ids.length - emailed;
  return { data: { message: M.reminded(emailed, skipped, BANK_REMINDER_HOURS), emailed, skipped } };
}
