import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { idField, plainTextField, SPORTS } from '../shared/fields';
import { MemberParams, reasonField } from '../staff/member-records.contract';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { DESK_METHODS, type DeskMethod } from './desk-methods';
import { DeskPaymentMessages as M } from './desk-payments.messages';
import { InvoiceParams, PaymentParams, StaffInvoice, staffCents } from './invoices.staff.contract';
import { StaffPayment } from './staff-payment';

export { DESK_METHODS, DESK_ORIGINS, type DeskMethod } from './desk-methods';

// Money taken at the desk (docs/decisions/273): cash, a cheque or a bank transfer recorded against an invoice makes a
// receipt as a card payment does, counts in the reports under its method, and is reversed (never refunded) with a reason.

/** A cheque's number or a transfer's reference is asked for: it is how the bank statement is matched later. */
export function referenceRule(b: { method: DeskMethod; reference: string }, ctx: z.RefinementCtx): void {
  if (b.method !== 'cash' && !b.reference)
    ctx.addIssue({ code: 'custom', path: ['reference'], message: M.referenceRequired(b.method) });
}

/** The money taken at the desk, whatever it pays for: how, how much, the day received and the reference. */
const deskMoney = {
  method: z.enum(DESK_METHODS, { error: M.methodRequired }),
  amount_cents: staffCents,
  received_on: horizonDay().describe('yyyy-mm-dd, the day the money was received: today or before'),
  reference: plainTextField(100, { required: false }).describe(
    "the cheque number or the transfer's reference; required for those two",
  ),
};

export const DeskPaymentBody = z.object(deskMoney).superRefine(referenceRule);
export type DeskPaymentBody = z.input<typeof DeskPaymentBody>;
export type DeskPayment = z.output<typeof DeskPaymentBody>;

export const recordDeskPayment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/invoices/:invoiceId/desk-payments',
  permission: 'payments.desk',
  summary:
    'Record cash, a cheque or a bank transfer taken for an invoice, at most what it owes: a receipt as for a card payment, mailed to the payer (audited).',
  params: InvoiceParams,
  body: DeskPaymentBody,
  reply: z.object({ data: z.object({ message: z.string(), invoice: StaffInvoice }) }),
});

/** A membership paid at the desk (docs/decisions/274): the sport's whole price, no part payment; it renews as online. */
export const MembershipDeskPaymentBody = z
  .object({
    sport: z.enum(SPORTS, { error: M.sportRequired }),
    ...deskMoney,
    amount_cents: staffCents.describe("the membership's price, in full"),
  })
  .superRefine(referenceRule);
export type MembershipDeskPaymentBody = z.input<typeof MembershipDeskPaymentBody>;
export type MembershipDeskPayment = z.output<typeof MembershipDeskPaymentBody>;

export const MembershipDeskReply = z.object({
  data: z.object({
    message: z.string(),
    receipt_id: z.number().int(),
    order_id: z.number().int(),
    sport: z.enum(SPORTS),
    expiry_date: z.string().describe('yyyy-mm-dd, the new expiry'),
  }),
});

export const recordMembershipDeskPayment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/membership-desk-payments',
  permission: 'payments.desk',
  summary:
    "Record cash, a cheque or a bank transfer for a member's due membership of a sport, at its price: renewed as an online renewal is, with a receipt mailed (audited).",
  params: MemberParams,
  body: MembershipDeskPaymentBody,
  reply: MembershipDeskReply,
});

/**
 * A team entered and paid at the desk (docs/decisions/275): the member is the team's manager; the division's whole
 * entry fee, no part payment; the division's place is taken as for an online entry.
 */
export const TeamEntryDeskPaymentBody = z
  .object({
    division_id: idField,
    team_name: plainTextField(60).describe("the team's name, unique in the division whatever the case"),
    ...deskMoney,
    amount_cents: staffCents.describe("the division's entry fee, in full"),
  })
  .superRefine(referenceRule);
export type TeamEntryDeskPaymentBody = z.input<typeof TeamEntryDeskPaymentBody>;
export type TeamEntryDeskPayment = z.output<typeof TeamEntryDeskPaymentBody>;

export const TeamEntryDeskReply = z.object({
  data: z.object({
    message: z.string(),
    receipt_id: z.number().int(),
    order_id: z.number().int(),
    status: z
      .enum(['pending', 'waitlisted'])
      .describe(
        'pending: the team is in the division until the association accepts it; waitlisted: it waits to be placed',
      ),
  }),
});

export const recordTeamEntryDeskPayment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/members/:memberId/team-entry-desk-payments',
  permission: 'payments.desk',
  summary:
    "Enter a team managed by the member in a division, paid at the desk at the division's fee: the place is taken and the team made as for an online entry, with a receipt mailed (audited).",
  params: MemberParams,
  body: TeamEntryDeskPaymentBody,
  reply: TeamEntryDeskReply,
});

export const DeskDivision = z.object({
  id: z.number().int(),
  name: z.string(),
  season: z.string(),
  price_cents: z.number().int(),
  capacity: z.number().int().nullable(),
  places_taken: z.number().int(),
  waitlist: z.boolean(),
});
export type DeskDivision = z.infer<typeof DeskDivision>;

export const teamEntryDeskDivisions = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/team-entry-desk-divisions',
  permission: 'payments.desk',
  summary: 'The divisions open for entries, with their fee and places, for a team entry paid at the desk.',
  reply: z.object({ data: z.array(DeskDivision) }),
});

export const ReversalBody = z.object({ reason: reasonField });
export type ReversalBody = z.infer<typeof ReversalBody>;

export const reverseDeskPayment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/payments/:paymentId/reversal',
  permission: 'payments.desk',
  summary:
    'Reverse a payment taken at the desk (a bounced cheque, one recorded by mistake), once, with a reason: what it paid is owed again (audited).',
  params: PaymentParams,
  body: ReversalBody,
  reply: z.object({ data: z.object({ message: z.string(), payment: StaffPayment }) }),
});
