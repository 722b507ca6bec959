import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { citext } from '../platform/platform.tables';
import { members } from '../platform/members.tables';
import { invoices, orders } from './payments.tables';

// Coupons and their limits (docs/decisions/146): uses in total, uses per member, once per invoice, and a validity
// window, all columns staff edit. A payment holds a use in its first transaction and the database refuses one too
// many however many payments race: the total is a counted CHECK on the coupon, each member's uses a counted CHECK
// on their row, an invoice's use a partial unique key on the live redemptions. A released payment gives its use back.

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: citext('code').notNull(),
    method: text('method', { enum: ['fixed', 'percent'] }).notNull(),
    /** Cents for fixed coupons, percent (1–100) for percent coupons. */
    value: integer('value').notNull(),
    active: boolean('active').notNull().default(true),
    /** First and last day it may be used (inclusive, the association's time zone); null: open-ended. */
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    /** Uses in total; null: no limit. */
    maxUses: integer('max_uses'),
    /** Uses per member; null: no limit. */
    maxUsesPerMember: integer('max_uses_per_member'),
    /** At most one use on each invoice (part payments of one invoice share it). */
    oncePerInvoice: boolean('once_per_invoice').notNull().default(true),
    /** Live uses: held by a payment under way or spent. */
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    uniqueIndex('coupons_code_key').on(c.code),
    check('coupons_method', sql`${c.method} in ('fixed', 'percent')`),
    check('coupons_value', sql`${c.value} > 0 and (${c.method} = 'fixed' or ${c.value} <= 100)`),
    check(
      'coupons_limits',
      sql`(${c.maxUses} is null or ${c.maxUses} > 0) and (${c.maxUsesPerMember} is null or ${c.maxUsesPerMember} > 0)`,
    ),
    check(
      'coupons_window',
      sql`${c.validFrom} is null or ${c.validUntil} is null or ${c.validUntil} >= ${c.validFrom}`,
    ),
    // the total: one use too many fails here, and so does a limit set below the uses already made
    check('coupons_uses_range', sql`${c.uses} >= 0 and (${c.maxUses} is null or ${c.uses} <= ${c.maxUses})`),
  ],
);

/** A member's live uses of a coupon, with the coupon's per-member limit as it was at their latest use. */
export const couponMemberUses = pgTable(
  'coupon_member_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
    memberLimit: integer('member_limit'),
  },
  (u) => [
    primaryKey({ name: 'coupon_member_uses_pkey', columns: [u.couponId, u.memberId] }),
    check(
      'coupon_member_uses_range',
      sql`${u.uses} >= 0 and (${u.memberLimit} is null or ${u.uses} <= ${u.memberLimit})`,
    ),
  ],
);

/** A coupon used by an order: held while it is pending, then spent or released (failed, declined, refunded). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /** The coupon's once-per-invoice rule when this use was held (the unique key below reads it). */
    oncePerInvoice: boolean('once_per_invoice').notNull(),
    status: text('status', { enum: ['reserved', 'spent', 'released'] })
      .notNull()
      .default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [
    uniqueIndex('coupon_redemptions_order_key').on(r.orderId),
    // one live use of a once-per-invoice coupon on an invoice, however many part payments race for it
    uniqueIndex('coupon_redemptions_invoice_key')
      .on(r.couponId, r.invoiceId)
      .where(sql`${r.status} <> 'released' and ${r.oncePerInvoice}`),
    index('coupon_redemptions_coupon_idx').on(r.couponId),
    check('coupon_redemptions_status', sql`${r.status} in ('reserved', 'spent', 'released')`),
  ],
);
