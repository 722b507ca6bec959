import { z } from 'zod';
import { horizonDay } from '../shared/date-horizon';
import { plainTextField } from '../shared/fields';
import { DESK_METHODS } from './desk-methods';
import { type DeskPaymentBody, referenceRule, ReversalBody } from './desk-payments.staff.contract';
import { DeskPaymentMessages as M } from './desk-payments.messages';
import { dollarsField } from './invoices.staff.forms';

// The desk payment as the finance officer types it: dollars become the contract's cents through the contract's own
// rules, so the form and the API refuse the same payments (docs/decisions/273).

export const DeskPaymentForm = z.object({
  method: z.enum(DESK_METHODS, { error: M.methodRequired }),
  amount: dollarsField,
  received_on: horizonDay(),
  reference: plainTextField(100, { required: false }),
}).superRefine(referenceRule);
export type DeskPaymentForm = z.input<typeof DeskPaymentForm>;

export const deskPaymentBody = (f: z.output<typeof DeskPaymentForm>): DeskPaymentBody => ({
  method: f.method, amount_cents: f.amount, received_on: f.received_on, reference: f.reference,
});

export const ReversalForm = ReversalBody;
