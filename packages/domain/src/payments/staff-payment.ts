import { z } from 'zod';
import { DESK_METHODS } from './desk-methods';

// A payment as the back-office shows it (docs/decisions/201): what was charged, refunded and may still be refunded,
// with each refund. Its own module: the invoice and the member record contracts both hold it.

const cents = z.number().int();

export const StaffRefund = z.object({
  id: z.number().int(),
  at: z.string(),
  amount_cents: cents,
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  message: z.string().nullable(),
  by: z.string(),
  reversal: z.boolean().describe('a reversal of money taken at the desk, not a refund to a card (docs/decisions/273)'),
});
export const StaffPayment = z.object({
  id: z.number().int().describe('the receipt number'),
  order_id: z.number().int(),
  at: z.string(),
  member: z.string(),
  origin: z.string(),
  amount_cents: cents,
  donation_cents: cents,
  discount_cents: cents,
  refunded_cents: cents,
  card_last4: z.string().nullable(),
  refundable_cents: cents.describe('what may still be refunded through the gateway'),
  refunds: z.array(StaffRefund),
  renews_membership: z
    .boolean()
    .describe('its order renewed a membership, which a refund of the whole payment gives back (docs/decisions/256)'),
  desk: z
    .object({ method: z.enum(DESK_METHODS), reference: z.string(), received_on: z.string() })
    .nullable()
    .describe('money taken at the desk: how, the cheque number or reference, the day received (docs/decisions/273)'),
  reversible: z.boolean().describe('taken at the desk and not reversed yet'),
  no_refund: z
    .string()
    .nullable()
    .describe('why there is nothing to refund through the gateway, in words; null when there is'),
});
export type StaffPayment = z.infer<typeof StaffPayment>;
