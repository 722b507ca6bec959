import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';

/**
 * Failed sign-ins, counted per username, per client address and per device (the SHA-256 of its device cookie, when it
 * sent one) to slow password guessing (docs/decisions/042-sign-in-limits.md).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    device: text('device'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (f) => [
    index('login_failures_username_at_idx').on(f.username, f.at),
    index('login_failures_address_at_idx').on(f.address, f.at),
  ],
);

/** Devices a member signed in from (the SHA-256 of the device cookie): they pass the sign-in limits of other addresses. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (d) => [primaryKey({ columns: [d.memberId, d.deviceHash] })],
);

/**
 * Requests limited per client address and per target that are not sign-in failures: registrations and the two
 * recovery mails (kind 'register', 'username-email', 'password-email'). Kept apart from login_failures so a burst
 * of recovery requests never blocks sign-in from that address (docs/decisions/036-request-limits.md).
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().default(''),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (e) => [
    index('rate_events_kind_address_at_idx').on(e.kind, e.address, e.at),
    index('rate_events_kind_key_at_idx').on(e.kind, e.key, e.at),
  ],
);

/** Password reset links (spec 000 §9 ours: 60 minutes, single use); only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [
    uniqueIndex('password_resets_token_hash_key').on(r.tokenHash),
    index('password_resets_member_idx').on(r.memberId),
  ],
);
