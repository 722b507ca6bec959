import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LineDetails } from '@portal/domain/payments/ledger-shapes';
import { citext } from '../platform/platform.tables';
import { members } from '../platform/members.tables';
import { teams } from '../platform/league.tables';

// The money ledger (spec 002 §3): membership products, vouchers, invoices, orders with their lines, payment
// attempts (idempotency and crash recovery), payments (receipts), voucher redemptions and receipt re-sends (coupons
// are in coupons.tables.ts). Every amount is integer cents, and the database refuses what must never happen:
// negative money, totals that do not add up, a voucher spent twice, one idempotency key charged twice
// (docs/decisions/052).

const cents = (name: string) => integer(name).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The membership product of each sport (spec 002 §3 Membership cart: p_name, p_price). */
export const membershipProducts = pgTable(
  'membership_products',
  {
    id: serial('id').primaryKey(),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (p) => [
    uniqueIndex('membership_products_sport_key').on(p.sport),
    check('membership_products_price', sql`${p.priceCents} >= 0`),
  ],
);

/** The association's own vouchers and Active & Creative Kids vouchers (only their recipient redeems those). */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    number: citext('number').notNull(),
    pin: text('pin').notNull(),
    valueCents: integer('value_cents').notNull(),
    kind: text('kind', { enum: ['association', 'akv'] }).notNull(),
    recipientMemberId: integer('recipient_member_id').references(() => members.id, { onDelete: 'cascade' }),
    validUntil: date('valid_until'),
    createdAt: createdAt(),
  },
  (v) => [
    uniqueIndex('vouchers_number_key').on(v.number),
    check('vouchers_kind', sql`${v.kind} in ('association', 'akv')`),
    check('vouchers_pin', sql`${v.pin} ~ '^[0-9]{4}$'`),
    check('vouchers_value', sql`${v.valueCents} > 0`),
    check('vouchers_akv_recipient', sql`${v.kind} <> 'akv' or ${v.recipientMemberId} is not null`),
  ],
);

/** An invoice of a member or of a team (its managers pay it); its amount is the sum of its items. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    /** When staff last mailed it (docs/decisions/200). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (i) => [
    index('invoices_member_idx').on(i.memberId),
    index('invoices_team_idx').on(i.teamId),
    check('invoices_owner', sql`${i.memberId} is not null or ${i.teamId} is not null`),
  ],
);

/** spec 002 §3 invoice product (opr_). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    payout: boolean('payout').notNull().default(false),
  },
  (i) => [
    index('invoice_items_invoice_idx').on(i.invoiceId),
    check('invoice_items_money', sql`${i.quantity} > 0 and ${i.unitPriceCents} >= 0`),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** An order of any area; written 'pending' before the charge and settled after it (reserve, charge, confirm or release). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The registered order kind whose handlers reserve, confirm and release it (membership, invoice, store…). */
    kind: text('kind').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    description: text('description').notNull(),
    subtotalCents: cents('subtotal_cents'),
    discountCents: cents('discount_cents'),
    donationCents: cents('donation_cents'),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    couponCode: citext('coupon_code'),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    voucherValueCents: cents('voucher_value_cents'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** The area's own data, read by its handlers (never by payments). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (o) => [
    index('orders_member_idx').on(o.memberId, o.createdAt),
    index('orders_invoice_idx').on(o.invoiceId),
    index('orders_kind_status_idx').on(o.kind, o.status),
    // payments under way, e.g. renewals still being paid for (docs/decisions/250)
    index('orders_pending_idx')
      .on(o.createdAt)
      .where(sql`${o.status} = 'pending'`),
    check('orders_status', sql`${o.status} in ('pending', 'paid', 'failed', 'refunded')`),
    check(
      'orders_money',
      sql`${o.subtotalCents} >= 0 and ${o.discountCents} between 0 and ${o.subtotalCents} and ${o.donationCents} >= 0 and ${o.taxCents} >= 0`,
    ),
    check('orders_total', sql`${o.totalCents} = ${o.subtotalCents} - ${o.discountCents} + ${o.donationCents}`),
    check('orders_one_discount', sql`${o.couponCode} is null or ${o.voucherId} is null`),
    check('orders_paid_at', sql`(${o.status} = 'paid') = (${o.paidAt} is not null) or ${o.status} = 'refunded'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** membership, invoice, product, booking, nomination, donation… */
    kind: text('kind').notNull(),
    /** The area's id of what the line sells (product, booking, team…), for its handlers. */
    refId: integer('ref_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    voucherEligible: boolean('voucher_eligible').notNull().default(false),
    akvEligible: boolean('akv_eligible').notNull().default(false),
    payout: boolean('payout').notNull().default(false),
    details: jsonb('details').$type<LineDetails>().notNull().default({}),
  },
  (l) => [
    uniqueIndex('order_lines_order_position_key').on(l.orderId, l.position),
    // what another area asks of its own things: has any order named this product (decision 235)
    index('order_lines_kind_ref_idx').on(l.kind, l.refId),
    check(
      'order_lines_money',
      sql`${l.quantity} > 0 and ${l.unitPriceCents} >= 0 and ${l.totalCents} = ${l.unitPriceCents} * ${l.quantity}`,
    ),
  ],
);

export const ATTEMPT_STATUSES = ['reserved', 'succeeded', 'failed', 'refunded'] as const;

/**
 * One payment attempt per Idempotency-Key and member: the same key never charges twice. 'reserved' until settled;
 * `leaseUntil` tells recovery when an attempt left 'reserved' belongs to a server that stopped.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of what was priced: the same key sent with another cart is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('reserved'),
    amountCents: integer('amount_cents').notNull(),
    /** Our reference at the gateway (its find-by-reference after a crash). */
    reference: text('reference').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    message: text('message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (a) => [
    uniqueIndex('payment_attempts_member_key').on(a.memberId, a.idempotencyKey),
    uniqueIndex('payment_attempts_reference_key').on(a.reference),
    uniqueIndex('payment_attempts_order_key').on(a.orderId),
    index('payment_attempts_reserved_idx')
      .on(a.leaseUntil)
      .where(sql`${a.status} = 'reserved'`),
    check('payment_attempts_status', sql`${a.status} in ('reserved', 'succeeded', 'failed', 'refunded')`),
    check('payment_attempts_amount', sql`${a.amountCents} >= 0`),
  ],
);

/** A completed payment of an order: its id is the receipt number (spec 002 §2 'Receipt #'). One per order. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    origin: text('origin').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountOrigCents: integer('discount_orig_cents').notNull(),
    /** The $1 donation within amountCents: it pays nothing off an invoice. */
    donationCents: cents('donation_cents'),
    refundedCents: cents('refunded_cents'),
    /** What refunds under way hold (docs/decisions/201): with refundedCents, never more than amountCents. */
    refundHeldCents: cents('refund_held_cents'),
    description: text('description').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    cardLast4: text('card_last4'),
  },
  (p) => [
    uniqueIndex('payments_order_key').on(p.orderId),
    index('payments_member_idx').on(p.memberId, p.paidAt),
    index('payments_invoice_idx').on(p.invoiceId),
    index('payments_paid_at_idx').on(p.paidAt),
    check(
      'payments_money',
      sql`${p.amountCents} >= 0 and ${p.discountCents} >= 0 and ${p.discountOrigCents} >= ${p.discountCents} and ${p.donationCents} between 0 and ${p.amountCents} and ${p.refundedCents} between 0 and ${p.amountCents}`,
    ),
    check(
      'payments_refunds',
      sql`${p.refundHeldCents} >= 0 and ${p.refundedCents} + ${p.refundHeldCents} <= ${p.amountCents}`,
    ),
    check('payments_card_last4', sql`${p.cardLast4} is null or ${p.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A voucher's value held by a pending order, then spent or released; or the voucher voided by staff (no order,
 * docs/decisions/240). At most one live row per voucher, so a voided voucher is never redeemed and a redeemed one
 * never voided, however the two race.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['reserved', 'spent', 'released', 'voided'] })
      .notNull()
      .default('reserved'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (r) => [
    // a voucher's value is spent once, however many payments race for it
    uniqueIndex('voucher_redemptions_live_key')
      .on(r.voucherId)
      .where(sql`${r.status} <> 'released'`),
    index('voucher_redemptions_order_idx').on(r.orderId),
    check('voucher_redemptions_status', sql`${r.status} in ('reserved', 'spent', 'released', 'voided')`),
    check('voucher_redemptions_void', sql`(${r.status} = 'voided') = (${r.orderId} is null)`),
  ],
);

/** Re-sends of an order's receipt asked by its member: a few an hour per order (docs/decisions/149). */
export const receiptResends = pgTable(
  'receipt_resends',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (r) => [index('receipt_resends_order_at_idx').on(r.orderId, r.at)],
);

/** Failed voucher checks per member: a 4-digit pin must not be guessable by trying them all (docs/decisions/053). */
export const voucherFailures = pgTable(
  'voucher_failures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (f) => [index('voucher_failures_member_at_idx').on(f.memberId, f.at)],
);
