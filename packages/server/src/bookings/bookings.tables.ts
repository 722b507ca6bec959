import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { venues } from '../platform/league.tables';

// Court hire (spec 002 §3 Sport, Type, Option, Court, Booking, Booking event). A full court is made of units; every
// court covers one or more of its full court's units, and whatever takes a court (a booking, held or paid, or an
// event) holds a row per unit in booking_unit_holds, where an exclusion constraint (migration 0012_bookings_exclusion)
// refuses two overlapping holds of one unit: a half court and its full court can never both be had
// (docs/decisions/080-court-units.md, 081-court-events.md).

/** PostgreSQL's range of timestamptz, written as '[from,to)' text (drizzle has no range type, ../shared/STACK.md pitfall 6). */
export const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bookingSports = pgTable(
  'booking_sports',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    /** Offered to members; what a booking names is switched off, never deleted (docs/decisions/233). */
    active: boolean('active').notNull().default(true),
  },
  (s) => [uniqueIndex('booking_sports_venue_name_key').on(s.venueId, s.name)],
);

export const bookingTypes = pgTable(
  'booking_types',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => bookingSports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: smallint('position').notNull().default(0),
    /** Offered to members; what a booking names is switched off, never deleted (docs/decisions/233). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('booking_types_sport_slug_key').on(t.sportId, t.slug)],
);

export const bookingOptions = pgTable(
  'booking_options',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => bookingSports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    /** Offered to members; what a booking names is switched off, never deleted (docs/decisions/233). */
    active: boolean('active').notNull().default(true),
  },
  (o) => [uniqueIndex('booking_options_sport_name_key').on(o.sportId, o.name)],
);

/** spec 002 §3 Court: a full court (parent null) or a part of one. Null sport, type or option: any. */
export const bookingCourts = pgTable(
  'booking_courts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sportId: integer('sport_id').references(() => bookingSports.id, { onDelete: 'set null' }),
    typeId: integer('type_id').references(() => bookingTypes.id, { onDelete: 'set null' }),
    optionId: integer('option_id').references(() => bookingOptions.id, { onDelete: 'set null' }),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (c) => [
    foreignKey({ name: 'booking_courts_parent_fk', columns: [c.parentId], foreignColumns: [c.id] }).onDelete('cascade'),
    uniqueIndex('booking_courts_venue_name_key').on(c.venueId, c.name),
    index('booking_courts_parent_idx').on(c.parentId),
  ],
);

/** The smallest bookable pieces of a full court (two halves, three thirds), left to right by position. */
export const courtUnits = pgTable(
  'court_units',
  {
    id: serial('id').primaryKey(),
    /** The full court the unit belongs to. */
    courtId: integer('court_id')
      .notNull()
      .references(() => bookingCourts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (u) => [uniqueIndex('court_units_court_position_key').on(u.courtId, u.position)],
);

/** Which units each court covers: a full court all of its own, a half court one of its parent's. */
export const bookingCourtUnits = pgTable(
  'booking_court_units',
  {
    courtId: integer('court_id')
      .notNull()
      .references(() => bookingCourts.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => courtUnits.id, { onDelete: 'cascade' }),
  },
  (cu) => [
    primaryKey({ name: 'booking_court_units_pk', columns: [cu.courtId, cu.unitId] }),
    index('booking_court_units_unit_idx').on(cu.unitId),
  ],
);

/** Weekly hours for hire: one window per court and day of the week (Monday 1 to Sunday 7). */
export const bookingCourtHours = pgTable(
  'booking_court_hours',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => bookingCourts.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opens: time('opens').notNull(),
    closes: time('closes').notNull(),
  },
  (h) => [
    uniqueIndex('booking_court_hours_court_weekday_key').on(h.courtId, h.weekday),
    check('booking_court_hours_weekday', sql`${h.weekday} between 1 and 7`),
    check('booking_court_hours_order', sql`${h.closes} > ${h.opens}`),
  ],
);

/** Rates per hour of a full court, by type, option (null: booked without one) and length band (docs/decisions/082). */
export const bookingRates = pgTable(
  'booking_rates',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => bookingTypes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => bookingOptions.id, { onDelete: 'cascade' }),
    minMinutes: integer('min_minutes').notNull(),
    maxMinutes: integer('max_minutes').notNull(),
    hourlyCents: integer('hourly_cents').notNull(),
  },
  (r) => [
    index('booking_rates_type_idx').on(r.typeId),
    check('booking_rates_band', sql`${r.minMinutes} > 0 and ${r.maxMinutes} >= ${r.minMinutes}`),
    check('booking_rates_cents', sql`${r.hourlyCents} >= 0`),
  ],
);

export const bookingStatus = pgEnum('booking_status', ['held', 'booked', 'released', 'cancelled']);

/**
 * spec 002 §3 Booking: a member's court hire; held while its payment runs, booked once paid, released otherwise, and
 * cancelled by the venue manager (docs/decisions/215): its unit holds go, the row stays with who, when, why and the key
 * of the request, so a retry of that cancellation finds it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The payments order (payments owns orders: no foreign key across areas); null when the association entered it. */
    orderId: integer('order_id'),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => bookingSports.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => bookingTypes.id),
    optionId: integer('option_id').references(() => bookingOptions.id),
    courtId: integer('court_id')
      .notNull()
      .references(() => bookingCourts.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    status: bookingStatus('status').notNull().default('held'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => members.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelKey: text('cancel_key'),
  },
  (b) => [
    uniqueIndex('bookings_order_key').on(b.orderId),
    uniqueIndex('bookings_cancel_key').on(b.cancelKey),
    index('bookings_starts_idx').on(b.startsAt),
    check('bookings_cancelled', sql`(${b.status}::text = 'cancelled') = (${b.cancelledAt} is not null)`),
    index('bookings_member_idx').on(b.memberId, b.startsAt),
    index('bookings_court_starts_idx').on(b.courtId, b.startsAt),
    check('bookings_times_order', sql`${b.endsAt} > ${b.startsAt}`),
    check('bookings_rate_cents', sql`${b.rateCents} >= 0`),
  ],
);

/**
 * Other uses of a court (competition nights, programs, maintenance): shown on the calendar, never bookable over. The
 * venue manager's blocks are these rows too, kind 'event' or 'maintenance' (docs/decisions/216).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    courtId: integer('court_id')
      .notNull()
      .references(() => bookingCourts.id, { onDelete: 'cascade' }),
    /** What the calendar names it (its "type"), e.g. Competition, Maintenance. */
    title: text('title').notNull(),
    kind: text('kind').notNull().default('event'),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (e) => [
    index('booking_events_court_starts_idx').on(e.courtId, e.startsAt),
    check('booking_events_times_order', sql`${e.endsAt} > ${e.startsAt}`),
    check('booking_events_kind', sql`${e.kind} in ('event', 'maintenance')`),
  ],
);

/**
 * One row per court unit a booking or an event takes, over its time. EXCLUDE USING gist (unit_id WITH =, during
 * WITH &&) in migration 0012_bookings_exclusion: the database refuses a second hold of a unit at an overlapping time.
 */
export const bookingUnitHolds = pgTable(
  'booking_unit_holds',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => courtUnits.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => bookingEvents.id, { onDelete: 'cascade' }),
  },
  (h) => [
    index('booking_unit_holds_booking_idx').on(h.bookingId),
    index('booking_unit_holds_event_idx').on(h.eventId),
    check('booking_unit_holds_owner', sql`num_nonnulls(${h.bookingId}, ${h.eventId}) = 1`),
    check(
      'booking_unit_holds_bounds',
      sql`not isempty(${h.during}) and lower_inc(${h.during}) and not upper_inc(${h.during})`,
    ),
  ],
);
