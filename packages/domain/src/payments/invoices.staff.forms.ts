import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { parseDollars } from '../shared/money';
import { plainTextField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { reasonField } from '../staff/member-records.contract';
import { CreateInvoiceBody, CreditNoteBody, InvoiceLine, RefundBody, staffCents } from './invoices.staff.contract';
import { InvoiceStaffMessages as M } from './invoices.staff.messages';

// The back-office's money forms as staff fill them in: amounts typed in dollars ("55", "$1,012.50") become the
// contract's cents through the contract's own rules, so the form and the API refuse the same amounts.

/** Dollars typed by staff, as cents (1 cent to $1,000,000). */
export const dollarsField = textField({ message: M.amountPositive })
  .transform((t) => parseDollars(t))
  .pipe(staffCents);

export const RefundForm = z.object({ amount: dollarsField, reason: reasonField });
export type RefundForm = z.input<typeof RefundForm>;
export const refundBody = (f: z.output<typeof RefundForm>, key: string): RefundBody => ({
  amount_cents: f.amount,
  reason: f.reason,
  idempotency_key: key,
});

export const CreditNoteForm = z.object({ amount: dollarsField, reason: reasonField });
export type CreditNoteForm = z.input<typeof CreditNoteForm>;
export const creditNoteBody = (f: z.output<typeof CreditNoteForm>): CreditNoteBody => ({
  amount_cents: f.amount,
  reason: f.reason,
});

const wholeNumber = () =>
  textField({ message: V.numeric })
    .regex(/^\d{1,7}$/, { error: V.numeric })
    .transform(Number);

export const InvoiceLineForm = z.object({
  name: plainTextField(100),
  quantity: wholeNumber().pipe(InvoiceLine.shape.quantity),
  price: dollarsField,
});
export const InvoiceForm = z
  .object({
    owner: z.enum(['member', 'team'], { error: V.choice }),
    member_id: z.string(),
    team_id: z.number().int().nullable(),
    description: plainTextField(150),
    due_on: horizonDay(),
    lines: z.array(InvoiceLineForm).min(1, { error: M.oneLine }).max(50),
    send: z.boolean(),
  })
  .superRefine((f, ctx) => {
    if (f.owner === 'member' && !/^\d{1,10}$/.test(f.member_id.trim()))
      ctx.addIssue({ code: 'custom', path: ['member_id'], message: M.ownerRequired });
    if (f.owner === 'team' && f.team_id === null)
      ctx.addIssue({ code: 'custom', path: ['team_id'], message: M.ownerRequired });
  });
export type InvoiceForm = z.input<typeof InvoiceForm>;

export function invoiceBody(f: z.output<typeof InvoiceForm>): z.input<typeof CreateInvoiceBody> {
  return {
    member_id: f.owner === 'member' ? Number(f.member_id.trim()) : null,
    team_id: f.owner === 'team' ? f.team_id : null,
    description: f.description,
    due_on: f.due_on,
    send: f.send,
    lines: f.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price_cents: l.price })),
  };
}
