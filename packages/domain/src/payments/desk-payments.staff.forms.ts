import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { idField, plainTextField, SPORTS } from '../shared/fields';
import { DESK_METHODS } from './desk-methods';
import {
  type DeskPaymentBody,
  type MembershipDeskPaymentBody,
  referenceRule,
  ReversalBody,
  type TeamEntryDeskPaymentBody,
} from './desk-payments.staff.contract';
import { DeskPaymentMessages as M } from './desk-payments.messages';
import { dollarsField } from './invoices.staff.forms';

// The desk payment as the finance officer types it: dollars become the contract's cents through the contract's own
// rules, so the form and the API refuse the same payments (docs/decisions/273).

/** What every desk payment asks, whatever it pays for. */
const deskFields = {
  method: z.enum(DESK_METHODS, { error: M.methodRequired }),
  received_on: horizonDay(),
  reference: plainTextField(100, { required: false }),
};

export const DeskPaymentForm = z.object({ ...deskFields, amount: dollarsField }).superRefine(referenceRule);
export type DeskPaymentForm = z.input<typeof DeskPaymentForm>;

/** A membership at the desk (decision 274): the sport, no amount (its whole price is what is paid). */
export const MembershipDeskForm = z
  .object({ sport: z.enum(SPORTS, { error: M.sportRequired }), ...deskFields })
  .superRefine(referenceRule);
export type MembershipDeskForm = z.input<typeof MembershipDeskForm>;

export const membershipDeskBody = (
  f: z.output<typeof MembershipDeskForm>,
  priceCents: number,
): MembershipDeskPaymentBody => ({
  sport: f.sport,
  method: f.method,
  amount_cents: priceCents,
  received_on: f.received_on,
  reference: f.reference,
});

export const deskPaymentBody = (f: z.output<typeof DeskPaymentForm>): DeskPaymentBody => ({
  method: f.method,
  amount_cents: f.amount,
  received_on: f.received_on,
  reference: f.reference,
});

/** A team entry at the desk (decision 275): the division and the team's name; no amount (the division's whole fee). */
export const TeamEntryDeskForm = z
  .object({
    division_id: idField.or(z.literal('').transform(() => 0)).pipe(z.int().min(1, { error: M.divisionRequired })),
    team_name: plainTextField(60),
    ...deskFields,
  })
  .superRefine(referenceRule);
export type TeamEntryDeskForm = z.input<typeof TeamEntryDeskForm>;

export const teamEntryDeskBody = (
  f: z.output<typeof TeamEntryDeskForm>,
  feeCents: number,
): TeamEntryDeskPaymentBody => ({
  division_id: f.division_id,
  team_name: f.team_name,
  method: f.method,
  amount_cents: feeCents,
  received_on: f.received_on,
  reference: f.reference,
});

export const ReversalForm = ReversalBody;
