import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The sandbox gateway's own books (docs/decisions/058-sandbox-gateway.md). They stand for the provider's side: the
// portal's ledger never reads them, and they outlive a server restart as a real provider's records do, so recovery
// can ask "what became of reference X?". No card number, name, expiry or CVC is ever stored: only the last four digits.

/** One payment as the sandbox provider knows it. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status').notNull().default('created'),
    message: text('message'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (p) => [
    uniqueIndex('sandbox_payments_idempotency_key').on(p.idempotencyKey),
    uniqueIndex('sandbox_payments_reference_key').on(p.reference),
    check('sandbox_payments_amount_positive', sql`${p.amountCents} > 0`),
    check('sandbox_payments_refund_range', sql`${p.refundedCents} between 0 and ${p.amountCents}`),
    check(
      'sandbox_payments_status',
      sql`${p.status} in ('created','authorised','captured','declined','cancelled','refunded','failed')`,
    ),
  ],
);

/**
 * Codes of the sandbox's secure fields (card form 1): the card is judged when the code is made, and only the
 * outcome and the last four digits are kept; a code pays once and lapses after 15 minutes.
 */
export const sandboxSecureCodes = pgTable(
  'sandbox_secure_codes',
  {
    code: text('code').primaryKey(),
    cardLast4: text('card_last4').notNull(),
    outcome: text('outcome').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (c) => [check('sandbox_secure_codes_outcome', sql`${c.outcome} in ('approve','decline')`)],
);

/** Refunds under our reference (docs/decisions/201): a refund sent again with its reference refunds nothing more. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    reference: text('reference').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [check('sandbox_refunds_amount', sql`${r.amountCents} > 0`)],
);
