import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, bigint, index } from 'drizzle-orm/pg-core';
import { accessTokens, members } from '../platform/members.tables';

// The second factor (issue 44, docs/decisions/327, 328): a time-based one-time code from an authenticator app, with
// recovery codes; whether staff must use one; and which sessions have typed a code.

/** A member's authenticator: the shared secret, confirmed (enabled) once a first code from the app matched. */
export const secondFactors = pgTable('second_factors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The TOTP secret in base32 (never in an answer after enrolment, a log or the audit trail). */
  secret: text('secret').notNull(),
  /** When the first code matched: null while the member is still setting it up. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code is good once (no replay inside its 30 seconds). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes: hashed (SHA-256 of a random code), each good once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (r) => [index('recovery_codes_member_idx').on(r.memberId)],
);

/** A session (token) that typed a code: at sign-in, at set-up, or again for bank details and exports (the step-up). */
export const secondFactorPasses = pgTable('second_factor_passes', {
  tokenId: integer('token_id')
    .primaryKey()
    .references(() => accessTokens.id, { onDelete: 'cascade' }),
  codeAt: timestamp('code_at', { withTimezone: true }).notNull(),
});

/** One row (id 1): whether every staff member must use a second factor (on for a new installation; the demo: off). */
export const twoFactorSettings = pgTable(
  'two_factor_settings',
  {
    id: integer('id').primaryKey().default(1),
    staffRequired: boolean('staff_required').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [check('two_factor_settings_one_row', sql`${s.id} = 1`)],
);
