import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DESK_METHODS } from '@portal/domain/payments/desk-methods';
import { members } from '../platform/members.tables';
import { payments } from './payments.tables';

// Money taken at the desk (docs/decisions/273): a payment (receipt) like a card payment's, and this row beside it with
// how it was paid, the day it was received and the cheque number or transfer reference. The database refuses an
// unknown method and an amount that is not positive; what is owed is checked under the invoice's row lock. A reversal
// is a refund row under the key `reversal:<payment id>`, so the unique key refuses a second one.

export const deskPayments = pgTable(
  'desk_payments',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    method: text('method', { enum: DESK_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on').notNull(),
    reference: text('reference').notNull().default(''),
    actorMemberId: integer('actor_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [
    uniqueIndex('desk_payments_payment_key').on(d.paymentId),
    check('desk_payments_method', sql`${d.method} in ('cash', 'cheque', 'bank_transfer')`),
    check('desk_payments_amount', sql`${d.amountCents} > 0`),
  ],
);
