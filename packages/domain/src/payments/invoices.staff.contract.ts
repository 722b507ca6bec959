import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { idField, plainTextField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { reasonField } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { InvoiceStaffMessages as M } from './invoices.staff.messages';
import { StaffPayment } from './staff-payment';

export { StaffPayment, StaffRefund } from './staff-payment';

// The back-office's invoices (docs/decisions/200): a list with what each still owes, one invoice with its lines,
// payments, refunds and credit notes, a new invoice for a member or a team, sending it, and credit notes. Amounts
// are integer cents and include GST (decision 051).

const cents = z.number().int();
/** Cents typed by staff: a whole number of cents from 1 to $1,000,000. */
export const staffCents = z
  .number({ error: V.numeric })
  .int({ error: V.numeric })
  .min(1, { error: M.amountPositive })
  .max(100_000_000, { error: V.numberBetween(1, 100_000_000) });

export const InvoiceParams = z.object({ invoiceId: idField });

export const INVOICE_STATES = ['owing', 'overdue', 'paid'] as const;

export const StaffInvoiceRow = z.object({
  id: z.number().int(),
  owner: z.string().describe('member or team name'),
  member_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
  description: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  sent_at: z.string().nullable(),
  amount_cents: cents,
  tax_cents: cents,
  paid_cents: cents,
  credited_cents: cents,
  owing_cents: cents,
  overdue: z.boolean().describe("it still owes and its due day has passed in the association's time zone (issue 40)"),
});
export type StaffInvoiceRow = z.infer<typeof StaffInvoiceRow>;

export const InvoiceListQuery = listQuery(['id', 'due_on', 'issued_on', 'owner'])
  .extend({
    state: z
      .enum(['', ...INVOICE_STATES], { error: V.choice })
      .optional()
      .default('')
      .describe('empty: every invoice'),
  })
  .describe('q matches the description, the member or the team');
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const staffInvoices = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invoices',
  permission: 'invoices.read',
  summary: 'Invoices with what each still owes, paged, sorted and filtered on the server.',
  query: InvoiceListQuery,
  reply: listReply(StaffInvoiceRow),
});

export const staffInvoicesExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invoices/export',
  permission: 'invoices.read',
  summary: 'The filtered invoices as CSV (text/csv).',
  query: InvoiceListQuery,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The invoices (attachment invoices.csv)' },
});

export const CreditNote = z.object({
  id: z.number().int(),
  at: z.string(),
  amount_cents: cents,
  reason: z.string(),
  by: z.string(),
});

export const StaffInvoice = z.object({
  invoice: StaffInvoiceRow,
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), unit_price_cents: cents, total_cents: cents }),
  ),
  payments: z.array(StaffPayment),
  credit_notes: z.array(CreditNote),
});
export type StaffInvoice = z.infer<typeof StaffInvoice>;

export const staffInvoice = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invoices/:invoiceId',
  permission: 'invoices.read',
  summary: 'One invoice: lines, GST, payments with their refunds, credit notes and what it still owes.',
  params: InvoiceParams,
  reply: z.object({ data: StaffInvoice }),
});

export const InvoiceLine = z.object({
  name: plainTextField(100),
  quantity: z
    .number({ error: V.numeric })
    .int({ error: V.numeric })
    .min(1, { error: V.numberBetween(1, 1000) })
    .max(1000, { error: V.numberBetween(1, 1000) }),
  unit_price_cents: staffCents,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const CreateInvoiceBody = z
  .object({
    member_id: z.number().int().min(1).nullable().default(null),
    team_id: z.number().int().min(1).nullable().default(null),
    description: plainTextField(150),
    due_on: horizonDay(),
    lines: z.array(InvoiceLine, { error: M.oneLine }).min(1, { error: M.oneLine }).max(50),
    send: z.boolean({ error: V.boolean }).default(true).describe('queue the invoice mail at once'),
  })
  .superRefine((b, ctx) => {
    if (b.member_id === null && b.team_id === null)
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: M.ownerRequired });
    if (b.member_id !== null && b.team_id !== null)
      ctx.addIssue({ code: 'custom', path: ['team_id'], message: M.oneOwner });
  });
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBody>;

const InvoiceReply = z.object({ data: z.object({ message: z.string(), invoice: StaffInvoice }) });

export const createInvoice = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/invoices',
  permission: 'invoices.write',
  summary:
    'A new invoice for a member or a team, with lines (GST included) and a due date; mailed at once unless send is false (audited).',
  body: CreateInvoiceBody,
  reply: InvoiceReply,
});

export const sendInvoice = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/invoices/:invoiceId/send',
  permission: 'invoices.write',
  summary: "Mail the invoice to the member or the team's managers through the mail outbox (audited).",
  params: InvoiceParams,
  reply: InvoiceReply,
});

export const CreditNoteBody = z.object({ amount_cents: staffCents, reason: reasonField });
export type CreditNoteBody = z.infer<typeof CreditNoteBody>;

export const addCreditNote = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/invoices/:invoiceId/credit-notes',
  permission: 'invoices.write',
  summary: 'A credit note: lowers what the invoice owes without moving money, at most what it owes (audited).',
  params: InvoiceParams,
  body: CreditNoteBody,
  reply: InvoiceReply,
});

export const TeamChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  division: z.string(),
  season: z.string(),
});
export type TeamChoice = z.infer<typeof TeamChoice>;

export const invoiceTeams = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invoices/teams',
  permission: 'invoices.write',
  summary: 'Teams whose name matches q (at most 20), to invoice one.',
  query: z.object({
    q: textField()
      .max(100, { error: V.maximum(100) })
      .optional()
      .default(''),
  }),
  reply: z.object({ data: z.array(TeamChoice) }),
});

export const PaymentParams = z.object({ paymentId: idField });

export const RefundBody = z.object({
  amount_cents: staffCents,
  reason: reasonField,
  idempotency_key: textField({ trim: false })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: V.invalidInput })
    .describe(
      'one per refund the officer means to make: sent again unchanged on a retry, it never refunds twice (docs/decisions/201)',
    ),
});
export type RefundBody = z.infer<typeof RefundBody>;

export const refundPayment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/payments/:paymentId/refunds',
  permission: 'payments.refund',
  summary:
    'Refund all or part of a payment to its card through the gateway, with a reason (audited; idempotent by idempotency_key).',
  params: PaymentParams,
  body: RefundBody,
  reply: z.object({ data: z.object({ message: z.string(), payment: StaffPayment }) }),
});
