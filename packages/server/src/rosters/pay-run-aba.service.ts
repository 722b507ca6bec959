import type { AbaExportBody } from '@portal/domain/rosters/officials-pay.contract';
import { OfficialsPayMessages as M } from '@portal/domain/rosters/officials-pay.messages';
import { writeAbaFile, type AbaPayment } from '@portal/domain/payments/aba-file';
import { sumCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { requireConfirmedPassword } from '../platform/password-gate';
import type { StaffCtx } from '../platform/staff-session';
import { bankDetailsOf } from '../profile/eft.service';
import { recordAudit } from '../platform/audit';
import * as repo from './officials-pay.repo';
import { fullName } from './roster-items';

// The ABA file of a pay run (docs/decisions/179, 196): the only place officials' bank details are decrypted for pay,
// by the profile area's service; the export is audited (who, which run, how many, how much; never the details), and a
// second export of a run needs a reason (decision 262).

/** One payment per official: their bank details and the run's total for them. */
function payments(ctx: StaffCtx, runId: number, lines: repo.RunLine[]): { payments: AbaPayment[]; missing: string[] } {
  const out: AbaPayment[] = [];
  const missing: string[] = [];
  for (const memberId of [...new Set(lines.map((l) => l.memberId))]) {
    const mine = lines.filter((l) => l.memberId === memberId);
    const bank = bankDetailsOf(ctx, { id: memberId, ...mine[0]! }, ctx.log);
    if (!bank.acct_name || !bank.acct_bsb || !bank.acct_number) missing.push(fullName(mine[0]!));
    else
      out.push({
        bsb: bank.acct_bsb,
        account: bank.acct_number,
        accountName: bank.acct_name,
        amountCents: sumCents(mine.map((l) => l.amountCents)),
        reference: `OFFICIALS PAY ${runId}`,
      });
  }
  return { payments: out, missing };
}

/**
 * The bank file of a run; 404 for an unknown run, 422 when an official has no bank details or a detail is refused.
 * The run is marked exported (who, when) with its audit row, under the run's row lock: a run already exported is
 * exported again only with a reason (409 already_exported without one), so of exports at once one makes the file
 * and a second file is never made by accident (decision 262). The password is asked again first (decision 263).
 */
/** 409 already_exported: the run's file was made before and no reason is given for another (decision 262). */
function refuseAgainWithoutReason(
  ctx: StaffCtx,
  runId: number,
  exported: { at: Date | null; by: string | null },
  reason: string | null | undefined,
) {
  if (exported.at && !reason) {
    throw new AppError(
      409,
      'already_exported',
      M.alreadyExported(runId, exported.by ?? M.someone, formatDateTime(exported.at, ctx.config.site.timeZone)),
    );
  }
}

export async function exportAba(ctx: StaffCtx, runId: number, body: AbaExportBody): Promise<string> {
  const run = await repo.runById(ctx.db, runId);
  if (!run) throw notFound(M.noRun);
  await requireConfirmedPassword(ctx, { freshCode: true }); // and a fresh code with a second factor (decision 327)
  // a run already exported is refused before any bank details are decrypted; the lock below decides a race
  refuseAgainWithoutReason(ctx, runId, { at: run.exportedAt, by: run.exportedBy }, body.reason);
  const lines = await repo.runLines(ctx.db, runId);
  const paid = payments(ctx, runId, lines);
  if (paid.missing.length) throw new AppError(422, 'no_bank_details', M.noBank(paid.missing.join(', ')));
  const { aba } = ctx.config;
  const file = writeAbaFile({
    bankCode: aba.bankCode,
    userName: aba.userName,
    userId: aba.userId,
    description: 'OFFICIALS',
    processingDate: body.processing_date,
    remitter: { name: aba.remitter, bsb: aba.bsb, account: aba.account },
    payments: paid.payments,
    balancing: aba.balancing ? { accountName: aba.accountTitle } : null,
  });
  if (!file.ok) throw fieldErrors(file.errors, M.abaRefused);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockRunExport(tx, runId);
    if (!before) throw notFound(M.noRun);
    refuseAgainWithoutReason(ctx, runId, { at: before.exportedAt, by: before.by }, body.reason);
    await repo.markExported(tx, runId, ctx.member.id, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'officials.pay.export',
      entity: 'pay_run',
      entityId: runId,
      reason: body.reason,
      before: before.exportedAt
        ? { exported_at: before.exportedAt.toISOString(), exported_by: before.exportedBy }
        : null,
      after: {
        processing_date: body.processing_date,
        officials: paid.payments.length,
        total_cents: file.totals.creditCents,
        again: Boolean(before.exportedAt),
      },
    });
  });
  return file.file;
}
