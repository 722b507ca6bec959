import type {
  CreateInvoiceBody,
  CreditNoteBody,
  InvoiceListQuery,
  StaffInvoice,
  StaffInvoiceRow,
  TeamChoice,
} from '@portal/domain/payments/invoices.staff.contract';
import { CreateInvoiceBody as CreateSchema } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffMessages as M } from '@portal/domain/payments/invoices.staff.messages';
import { lineTotal, taxIncluded } from '@portal/domain/shared/money';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import type { StaffCtx } from '../platform/staff-session';
import { pageWindow, type PageWindow } from '../platform/staff-list';
import { recordAudit } from '../platform/audit';
import * as invoicesRepo from './invoices.repo';
import * as repo from './invoices.staff.repo';
import { staffPayments } from './staff-payment-view';

// The back-office's invoices (docs/decisions/200): list, one invoice, create, send, credit notes. Every write takes
// its audit row in its own transaction, and the invoice mail is queued in the outbox in that transaction too.

type Reply = { data: { message: string; invoice: StaffInvoice } };

const today = (ctx: Pick<StaffCtx, 'config' | 'now'>) => todayIn(ctx.config.site.timeZone, ctx.now());

function toRow(r: repo.InvoiceMoneyRow, taxRate: number, today: string): StaffInvoiceRow {
  const sent = r.sent_at === null ? null : new Date(r.sent_at).toISOString();
  return {
    id: r.id,
    owner: r.owner ?? '',
    member_id: r.member_id,
    team_id: r.team_id,
    description: r.description,
    issued_on: r.issued_on,
    due_on: r.due_on,
    sent_at: sent,
    amount_cents: Number(r.amount),
    tax_cents: taxIncluded(Number(r.amount), taxRate),
    paid_cents: Number(r.paid),
    credited_cents: Number(r.credited),
    owing_cents: Number(r.owing),
    overdue: Number(r.owing) > 0 && r.due_on < today,
  };
}

async function page(ctx: StaffCtx, q: InvoiceListQuery, window: PageWindow): Promise<ListPage<StaffInvoiceRow>> {
  const day = today(ctx);
  const { rows, total } = await repo.invoicePage(ctx.db, q, day, window);
  return { rows: rows.map((r) => toRow(r, ctx.config.site.taxRate, day)), total };
}

export async function list(ctx: StaffCtx, q: InvoiceListQuery): Promise<{ data: ListPage<StaffInvoiceRow> }> {
  return { data: await page(ctx, q, pageWindow(q)) };
}

export async function exportCsv(ctx: StaffCtx, q: InvoiceListQuery): Promise<string> {
  return repo.invoiceList.csv((await page(ctx, q, pageWindow('export'))).rows);
}

export async function invoice(
  ctx: Pick<StaffCtx, 'db' | 'config' | 'now'>,
  id: number,
  db: DbOrTx = ctx.db,
): Promise<StaffInvoice> {
  const [row] = await repo.invoicesById(db, [id]);
  if (!row) throw new AppError(404, 'not_found', M.notFound);
  const [lines, payments, notes] = await Promise.all([
    repo.itemsOf(db, id),
    staffPayments(db, { invoiceIds: [id] }),
    repo.creditNotesOf(db, id),
  ]);
  return {
    invoice: toRow(row, ctx.config.site.taxRate, today(ctx)),
    lines: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      total_cents: lineTotal(l.unitPriceCents, l.quantity),
    })),
    payments,
    credit_notes: notes.map(({ note, by }) => ({
      id: note.id,
      at: note.createdAt.toISOString(),
      amount_cents: note.amountCents,
      reason: note.reason,
      by: by ?? '',
    })),
  };
}

export async function create(ctx: StaffCtx, body: CreateInvoiceBody): Promise<Reply> {
  const b = CreateSchema.parse(body);
  if (b.due_on < today(ctx))
    throw new AppError(422, 'error_validation', M.dueBeforeIssue, { due_on: M.dueBeforeIssue });
  const owner = { memberId: b.member_id, teamId: b.team_id };
  if (!(await repo.ownerExists(ctx.db, owner))) {
    const field = b.member_id !== null ? 'member_id' : 'team_id';
    throw new AppError(422, 'error_validation', b.member_id !== null ? M.noMember : M.noTeam, {
      [field]: b.member_id !== null ? M.noMember : M.noTeam,
    });
  }
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertInvoice(
      tx,
      { ...owner, description: b.description, issuedOn: today(ctx), dueOn: b.due_on },
      b.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPriceCents: l.unit_price_cents })),
    );
    await recordAudit(tx, ctx, {
      action: 'invoices.create',
      entity: 'invoice',
      entityId: id,
      after: { ...owner, description: b.description, due_on: b.due_on, lines: b.lines },
    });
    const sentTo = b.send ? await queueInvoiceMail(ctx, tx, id) : 0;
    return {
      data: {
        message: b.send ? `${M.created(id)} ${M.sent(id, sentTo)}` : M.created(id),
        invoice: await invoice(ctx, id, tx),
      },
    };
  });
}

export async function send(ctx: StaffCtx, id: number): Promise<Reply> {
  return ctx.db.transaction(async (tx) => {
    if (!(await invoicesRepo.lockInvoice(tx, id))) throw new AppError(404, 'not_found', M.notFound);
    const sentTo = await queueInvoiceMail(ctx, tx, id);
    await recordAudit(tx, ctx, {
      action: 'invoices.send',
      entity: 'invoice',
      entityId: id,
      after: { recipients: sentTo },
    });
    return { data: { message: M.sent(id, sentTo), invoice: await invoice(ctx, id, tx) } };
  });
}

/** Queue the invoice mail to its member or its team's managers, and note when it was sent; answers how many were queued. */
async function queueInvoiceMail(ctx: StaffCtx, tx: DbOrTx, id: number): Promise<number> {
  const inv = (await invoice(ctx, id, tx)).invoice;
  const to = (await repo.recipients(tx, { memberId: inv.member_id, teamId: inv.team_id })).filter((r) => r.email);
  if (!to.length) throw new AppError(409, 'no_recipient', M.noRecipient);
  const now = ctx.now();
  for (const r of to) {
    const mail = composeMail(ctx.config, {
      to: r.email,
      subject: M.mailSubject(id),
      greeting: `Hello ${r.firstname} ${r.lastname},`.replace(/\s+,/, ','),
      paragraphs: [M.mailIntro(inv.description, inv.owing_cents, isoToDmy(inv.due_on))],
      action: { label: M.mailAction, path: `/member/invoices/invoice/${id}` },
    });
    await enqueueMail(tx, mail, { now, dedupeKey: `invoice:${id}:${r.email}:${now.getTime()}` });
  }
  await repo.markSent(tx, id, now);
  return to.length;
}

export async function addCreditNote(ctx: StaffCtx, id: number, body: CreditNoteBody): Promise<Reply> {
  return ctx.db.transaction(async (tx) => {
    // payments and credit notes of one invoice settle one at a time on its row lock, so two never take it below 0
    if (!(await invoicesRepo.lockInvoice(tx, id))) throw new AppError(404, 'not_found', M.notFound);
    const owing =
      (await invoice(ctx, id, tx)).invoice.owing_cents - (await invoicesRepo.pendingInvoiceAmount(tx, id, 0));
    if (body.amount_cents > owing)
      throw new AppError(422, 'error_validation', M.creditAboveOwing(Math.max(0, owing)), {
        amount_cents: M.creditAboveOwing(Math.max(0, owing)),
      });
    const noteId = await repo.insertCreditNote(tx, {
      invoiceId: id,
      amountCents: body.amount_cents,
      reason: body.reason,
      actorMemberId: ctx.member.id,
    });
    await recordAudit(tx, ctx, {
      action: 'invoices.credit_note',
      entity: 'invoice',
      entityId: id,
      reason: body.reason,
      after: { credit_note_id: noteId, amount_cents: body.amount_cents },
    });
    return { data: { message: M.creditNoted(body.amount_cents, id), invoice: await invoice(ctx, id, tx) } };
  });
}

export async function teams(ctx: StaffCtx, q: string): Promise<{ data: TeamChoice[] }> {
  return { data: await repo.teamsNamed(ctx.db, q) };
}
