import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { venues } from '../platform/league.tables';

// The store (spec 002 §3 Product, Category, Attendee). Stock is `booked` against `quantity`, and the database itself
// refuses an oversell (products_booked_range): first to checkout takes it in one conditional UPDATE (store.repo.ts).

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (c) => [
    foreignKey({ name: 'product_categories_parent_fk', columns: [c.parentId], foreignColumns: [c.id] }).onDelete(
      'cascade',
    ),
    index('product_categories_parent_idx').on(c.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A file of store/covers/. */
    cover: text('cover'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** product_order_qty_max: null means no limit. */
    orderQtyMax: integer('order_qty_max'),
    voucherEligible: boolean('voucher_eligible').notNull().default(true),
    akv: boolean('akv').notNull().default(false),
    noAttendee: boolean('no_attendee').notNull().default(true),
    dateStart: date('date_start'),
    dateEnd: date('date_end'),
    timeStart: time('time_start'),
    timeEnd: time('time_end'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (p) => [
    index('products_category_idx').on(p.categoryId),
    index('products_venue_idx').on(p.venueId),
    check('products_price_non_negative', sql`${p.priceCents} >= 0`),
    check('products_booked_range', sql`${p.booked} between 0 and ${p.quantity}`),
    check('products_order_qty_max_positive', sql`${p.orderQtyMax} is null or ${p.orderQtyMax} > 0`),
    check(
      'products_dates_order',
      sql`${p.dateEnd} is null or ${p.dateStart} is null or ${p.dateEnd} >= ${p.dateStart}`,
    ),
  ],
);

/** The attendees of a paid order (spec 002 §3 Attendee), with the extra information when they were not known. */
export const productAttendees = pgTable(
  'product_attendees',
  {
    id: serial('id').primaryKey(),
    /** The payments order (payments owns orders: no foreign key across areas). */
    orderId: integer('order_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dob: date('dob').notNull(),
    gender: text('gender').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    address: text('address').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    state: text('state').notNull().default(''),
    ecFullname: text('ec_fullname').notNull().default(''),
    ecMobile: text('ec_mobile').notNull().default(''),
    ecMedical: text('ec_medical').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (a) => [index('product_attendees_order_idx').on(a.orderId), index('product_attendees_product_idx').on(a.productId)],
);
