import type {
  CreatePayRunBody,
  PayRate,
  PayRunDetail,
  PayRunSummary,
  SetPayRateBody,
} from '@portal/domain/rosters/officials-pay.contract';
import { GAME_KINDS } from '@portal/domain/rosters/officials-pay.contract';
import { GameKindLabels, OfficialsPayMessages as M } from '@portal/domain/rosters/officials-pay.messages';
import { ROSTER_TYPE_LABELS } from '@portal/domain/rosters/rosters.messages';
import { ROSTER_TYPES } from '@portal/domain/rosters/rosters.rules';
import { formatCents, sumCents } from '@portal/domain/shared/money';
import { todayIn } from '@portal/domain/shared/time';
import { AppError, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { openEftForPay } from './bank-waiting.service';
import * as repo from './officials-pay.repo';
import { hhmm } from './referee-facts';
import { fullName } from './roster-items';

// Officials' pay (docs/decisions/196): rates per roster type and game kind, and pay runs of published, played,
// unpaid games. Each change is audited in its transaction; an assignment is paid once (the database's unique key).

export async function listRates(ctx: StaffCtx): Promise<{ data: PayRate[] }> {
  const set = await repo.rates(ctx.db);
  const amount = (t: string, k: string) => set.find((r) => r.rosterType === t && r.gameKind === k)?.amountCents ?? 0;
  return {
    data: ROSTER_TYPES.flatMap((roster_type) =>
      GAME_KINDS.map((game_kind) => ({ roster_type, game_kind, amount_cents: amount(roster_type, game_kind) })),
    ),
  };
}

export async function setRate(ctx: StaffCtx, body: SetPayRateBody): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.upsertRate(tx, {
      rosterType: body.roster_type,
      gameKind: body.game_kind,
      amountCents: body.amount_cents,
    });
    await recordAudit(tx, ctx, {
      action: 'officials.pay.rate',
      entity: 'pay_rate',
      entityId: `${body.roster_type}:${body.game_kind}`,
      before: { amount_cents: before },
      after: { amount_cents: body.amount_cents },
    });
  });
  return {
    data: {
      message: M.rateSaved(
        ROSTER_TYPE_LABELS[body.roster_type],
        GameKindLabels[body.game_kind],
        formatCents(body.amount_cents),
      ),
    },
  };
}

/**
 * Pay every published, unpaid game of the range played by today at its rate, for officials who gave bank details
 * (the others' games wait for a later run, as the message says, and their EFT page opens: decision 283); 409 when
 * there is nothing to pay (the EFT pages opened still stand).
 */
export async function createRun(
  ctx: StaffCtx,
  body: CreatePayRunBody,
): Promise<{ data: { message: string; run_id: number } }> {
  const { from, to } = body;
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const made = await ctx.db.transaction(async (tx) => {
    await repo.lockPayRuns(tx);
    const all = await repo.payable(tx, from, to, today);
    const lines = all.filter((l) => l.hasBank).map(({ hasBank: _, ...l }) => l);
    await openEftForPay(
      tx,
      ctx,
      all.filter((l) => !l.hasBank).map((l) => l.memberId),
    );
    if (!lines.length) return { waiting: all.length, id: null };
    const runId = await repo.insertRun(tx, { fromDate: from, toDate: to, createdBy: ctx.member.id }, lines);
    const sum = sumCents(lines.map((l) => l.amountCents));
    await recordAudit(tx, ctx, {
      action: 'officials.pay.run',
      entity: 'pay_run',
      entityId: runId,
      after: { from, to, games: lines.length, total_cents: sum },
    });
    return { id: runId, total: sum, n: lines.length, waiting: all.length - lines.length };
  });
  if (made.id === null)
    throw new AppError(409, 'nothing_to_pay', made.waiting ? M.noneWithBank(made.waiting) : M.nothingToPay);
  const { id, total, n, waiting } = made;
  return {
    data: {
      message: M.runCreated(n, formatCents(total)) + (waiting ? ` ${M.waitingForBank(waiting)}` : ''),
      run_id: id,
    },
  };
}

type Summary = Awaited<ReturnType<typeof repo.runList>>[number];
const summary = (r: Summary): PayRunSummary => ({
  id: r.id,
  from: r.from,
  to: r.to,
  created_at: r.createdAt.toISOString(),
  exported_at: r.exportedAt?.toISOString() ?? null,
  exported_by: r.exportedAt ? (r.exportedBy ?? M.someone) : null,
  officials: r.officials,
  games: r.games,
  total_cents: r.totalCents,
});

export async function runs(ctx: StaffCtx): Promise<{ data: PayRunSummary[] }> {
  return { data: (await repo.runList(ctx.db)).map(summary) };
}

const hasBank = (l: repo.RunLine) => Boolean(l.acctNameEnc && l.acctBsbEnc && l.acctNumberEnc);

/** A run with each official's games and amount (whether they gave bank details, never the details). */
export async function run(ctx: StaffCtx, id: number): Promise<{ data: PayRunDetail }> {
  const [head, lines] = await Promise.all([repo.runById(ctx.db, id), repo.runLines(ctx.db, id)]);
  if (!head) throw notFound(M.noRun);
  const ids = [...new Set(lines.map((l) => l.memberId))];
  const byOfficial = ids.map((memberId) => {
    const mine = lines.filter((l) => l.memberId === memberId);
    return {
      member_id: memberId,
      name: fullName(mine[0]!),
      games: mine.length,
      amount_cents: sumCents(mine.map((l) => l.amountCents)),
      bank_details: hasBank(mine[0]!),
    };
  });
  return {
    data: {
      ...summary(head),
      by_official: byOfficial,
      lines: lines.map((l) => ({
        member_id: l.memberId,
        date: l.date,
        time: hhmm(l.time),
        division: l.division,
        game: `${l.teamA ?? ''} vs ${l.teamB ?? ''}`,
        function: l.fn,
        game_kind: l.kind,
        amount_cents: l.amountCents,
      })),
    },
  };
}
