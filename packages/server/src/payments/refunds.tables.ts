import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { invoices, payments } from './payments.tables';

// Refunds asked by staff and credit notes (docs/decisions/201, 200). A refund row is written 'pending' before the
// gateway is called, with our reference there and the officer's idempotency key, and settled after it; a pending
// refund whose lease ran out is asked of the gateway by recovery. The payment row holds what pending refunds hold
// (refund_held_cents) beside what was refunded, and its CHECK refuses the two adding up to more than was paid.

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The GST and the donation within the amount, in the payment's proportions (what the GST summary reverses). */
    taxCents: integer('tax_cents').notNull(),
    donationCents: integer('donation_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Our reference at the gateway: the same reference never refunds twice (rfd_<uuid>). */
    reference: text('reference').notNull(),
    actorMemberId: integer('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    message: text('message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (r) => [
    uniqueIndex('refunds_reference_key').on(r.reference),
    uniqueIndex('refunds_idempotency_key').on(r.idempotencyKey),
    index('refunds_payment_idx').on(r.paymentId),
    index('refunds_settled_idx').on(r.settledAt),
    index('refunds_pending_idx')
      .on(r.leaseUntil)
      .where(sql`${r.status} = 'pending'`),
    check('refunds_status', sql`${r.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'refunds_money',
      sql`${r.amountCents} > 0 and ${r.taxCents} between 0 and ${r.amountCents} and ${r.donationCents} between 0 and ${r.amountCents}`,
    ),
    check('refunds_settled', sql`(${r.status} = 'pending') = (${r.settledAt} is null)`),
  ],
);

/** A credit note lowers what an invoice owes without moving money (a billing mistake, a waived fee). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actorMemberId: integer('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [index('credit_notes_invoice_idx').on(c.invoiceId), check('credit_notes_amount', sql`${c.amountCents} > 0`)],
);
