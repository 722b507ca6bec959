import type { AbaExportBody } from '@portal/domain/rosters/officials-pay.contract';
import { OfficialsPayMessages as M } from '@portal/domain/rosters/officials-pay.messages';
import { writeAbaFile, type AbaPayment } from '@portal/domain/payments/aba-file';
import { sumCents } from '@portal/domain/shared/money';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { bankDetailsOf } from '../profile/eft.service';
import { recordAudit } from '../staff/audit.service';
import * as repo from './officials-pay.repo';
import { fullName } from './roster-items';

// The ABA file of a pay run (docs/decisions/179, 196): the only place officials' bank details are decrypted for pay,
// by the profile area's service; the export is audited (who, which run, how many, how much; never the details).

/** One payment per official: their bank details and the run's total for them. */
function payments(ctx: StaffCtx, runId: number, lines: repo.RunLine[]): { payments: AbaPayment[]; missing: string[] } {
  const out: AbaPayment[] = [];
  const missing: string[] = [];
  for (const memberId of [...new Set(lines.map((l) => l.memberId))]) {
    const mine = lines.filter((l) => l.memberId === memberId);
    const bank = bankDetailsOf(ctx, { id: memberId, ...mine[0]! }, ctx.log);
    if (!bank.acct_name || !bank.acct_bsb || !bank.acct_number) missing.push(fullName(mine[0]!));
    else out.push({ bsb: bank.acct_bsb, account: bank.acct_number, accountName: bank.acct_name, amountCents: sumCents(mine.map((l) => l.amountCents)), reference: `OFFICIALS PAY ${runId}` });
  }
  return { payments: out, missing };
}

/** The bank file of a run; 404 for an unknown run, 422 when an official has no bank details or a detail is refused. */
export async function exportAba(ctx: StaffCtx, runId: number, body: AbaExportBody): Promise<string> {
  if (!(await repo.runById(ctx.db, runId))) throw notFound(M.noRun);
  const lines = await repo.runLines(ctx.db, runId);
  const paid = payments(ctx, runId, lines);
  if (paid.missing.length) throw new AppError(422, 'no_bank_details', M.noBank(paid.missing.join(', ')));
  const { aba } = ctx.config;
  const file = writeAbaFile({
    bankCode: aba.bankCode, userName: aba.userName, userId: aba.userId, description: 'OFFICIALS', processingDate: body.processing_date,
    remitter: { name: aba.remitter, bsb: aba.bsb, account: aba.account }, payments: paid.payments,
    balancing: aba.balancing ? { accountName: aba.accountTitle } : null,
  });
  if (!file.ok) throw fieldErrors(file.errors, M.abaRefused);
  await ctx.db.transaction(async (tx) => {
    await repo.markExported(tx, runId, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'officials.pay.export', entity: 'pay_run', entityId: runId,
      after: { processing_date: body.processing_date, officials: paid.payments.length, total_cents: file.totals.creditCents },
    });
  });
  return file.file;
}
