import { z } from 'zod';

// The ledger as the API answers it (spec 002 §3: Invoice inv_, invoice product opr_, Payment p_, Order o_,
// Booking b_). Amounts are integer cents; dates are shown en-AU in the association's time zone (DD/MM/YYYY, and
// hh:mm am where a time matters). Fields the spec does not list are marked "ours".

const cents = z.number().int().describe('integer cents');

/** spec 002 §3 Booking (b_): what a court hire line shows on a receipt or invoice; b_from/b_to are ISO instants. */
export const BookingInfo = z.object({
  b_id: z.number().int().nullable(),
  b_from: z.string().describe('ISO 8601 instant'),
  b_to: z.string().describe('ISO 8601 instant'),
  b_venue: z.string(),
  b_sport: z.string(),
  b_space: z.string().describe('court'),
  b_type: z.string(),
  b_option: z.string(),
});
export type BookingInfo = z.infer<typeof BookingInfo>;

/** An attendee named on a store product line (spec 002 §2 "products with attendees"). */
export const LineAttendee = z.object({ firstname: z.string(), lastname: z.string() });
export type LineAttendee = z.infer<typeof LineAttendee>;

/** The team a nomination line is for. */
export const LineTeam = z.object({
  team_id: z.number().int().nullable(),
  team_name: z.string(),
  division_name: z.string().optional(),
});
export type LineTeam = z.infer<typeof LineTeam>;

/** The person a line is for when one cart pays for several people (docs/decisions/250): a family's renewals. */
export const LinePerson = z.object({ member_id: z.number().int(), name: z.string() });
export type LinePerson = z.infer<typeof LinePerson>;

/**
 * What an area writes on its order lines for the receipt to show (docs/decisions/050-how-an-area-pays.md): the
 * receipt page renders these without knowing the area.
 */
export const LineDetails = z.object({
  attendees: z.array(LineAttendee).optional(),
  booking: BookingInfo.optional(),
  team: LineTeam.optional(),
  note: z.string().max(500).optional(),
  person: LinePerson.optional(),
});
export type LineDetails = z.infer<typeof LineDetails>;

/** spec 002 §3 invoice product (opr_), also each product of an order. */
export const OrderProduct = z.object({
  opr_name: z.string(),
  opr_quantity: z.number().int(),
  opr_price: cents,
  opr_total: cents,
  opr_payout: z.boolean().describe('a donation or other line passed on, not sold by the association'),
  opr_kind: z.string().describe('ours: the kind of line (membership, invoice, product, booking, nomination, donation)'),
  opr_details: LineDetails.describe('ours: attendees, booking or team the line is for'),
});
export type OrderProduct = z.infer<typeof OrderProduct>;

/** spec 002 §3 Payment (p_). p_id is the receipt number. */
export const PaymentRecord = z.object({
  p_id: z.number().int(),
  pid: z.number().int().describe('same as p_id'),
  p_date: z.string().describe('DD/MM/YYYY hh:mm am'),
  p_date_iso: z.string().describe('ours: ISO 8601 instant, for sorting'),
  p_origin: z.string().describe('Online (card), Voucher, Coupon or No payment'),
  p_member: z.string().describe('who paid'),
  p_amount: cents.describe('charged to the card'),
  p_discount: cents.describe('coupon or voucher value used'),
  p_discount_orig: cents.describe("the voucher's full value (the rest is not refunded)"),
  p_refunded: cents,
  p_status: z.enum(['Paid', 'Refunded', 'Partially Refunded']),
  p_description: z.string(),
  p_card: z.string().nullable().describe('ours: last four digits of the card'),
  o_id: z.number().int().describe('ours: the order (receipt page)'),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** spec 002 §3 Invoice (inv_). */
export const InvoiceRecord = z.object({
  inv_id: z.number().int(),
  inv_invoiceable: z.string().describe('the member or team invoiced (Member / Team column)'),
  inv_legacy_teams: z.string().nullable().describe('the team name for a team invoice'),
  inv_team_id: z.number().int().nullable().describe('ours'),
  inv_description: z.string().describe('ours'),
  inv_date: z.string().describe('ours: issued, DD/MM/YYYY'),
  inv_due_date: z.string().describe('DD/MM/YYYY'),
  inv_amount: cents,
  inv_paid: z.enum(['Yes', 'No']),
  inv_discount: cents.describe('coupon and voucher value used on its payments'),
  inv_tax: cents.describe('ours: GST included in inv_amount'),
  inv_total_paid: cents.describe('ours: payments plus discounts, refunds negated (spec 002 §9)'),
  inv_credited: cents.describe('ours: what credit notes took off the amount owing (docs/decisions/200)'),
  inv_owing: cents.describe('ours: amount outstanding'),
  inv_payments: z.array(PaymentRecord),
  inv_products: z.array(OrderProduct),
  inv_booking: BookingInfo.nullable(),
  inv_bookings: z.array(BookingInfo),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecord>;

/** spec 002 §3 Order (o_): a receipt, an Australian tax invoice once paid. */
export const OrderRecord = z.object({
  o_id: z.number().int(),
  o_date: z.string().describe('DD/MM/YYYY hh:mm am'),
  o_kind: z.string().describe('ours: membership, invoice, store, booking, nomination…'),
  o_description: z.string().describe('ours'),
  o_products: z.array(OrderProduct),
  o_subtotal: cents,
  o_discount: cents.describe('ours'),
  o_donation: cents.describe('ours'),
  o_tax: cents.describe('GST included'),
  o_total: cents,
  o_payments: z.array(PaymentRecord),
  o_invoice: z.boolean(),
  o_invoice_id: z.number().int().nullable(),
  o_booking: BookingInfo.nullable(),
  o_bookings: z.array(BookingInfo),
  o_paid: z.boolean(),
  o_member: z.object({ name: z.string(), email: z.string() }).describe('ours: the buyer named on the tax invoice'),
});
export type OrderRecord = z.infer<typeof OrderRecord>;
