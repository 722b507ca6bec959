import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CHECK_KINDS,
  CHECK_METHODS,
  CHECK_STATES,
  PENDING_POLICIES,
  STORED_CHECK_STATUSES,
} from '@portal/domain/safeguarding/checks';
import { members } from '../platform/members.tables';

// Safeguarding (issue 44, docs/decisions/315): each person's Working With Children Check and the association's choices
// about positions of trust. A person without a row has not provided a check.

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** A person's Working With Children Check: one per person (the one they hold now). */
export const workingWithChildrenChecks = pgTable(
  'working_with_children_checks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    /** The card's expiry as the person or the verifier gave it (null: not known yet). */
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status').notNull().default('pending'),
    /** When, by whom (a staff member; null for a verification service) and how it was last checked. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => members.id, { onDelete: 'set null' }),
    method: text('method'),
    /** The verification service's own id for this check (its webhooks name it). */
    providerRef: text('provider_ref'),
    /** What the checker saw or why it changed ("Barred on the NSW register", the state's reference). */
    note: text('note').notNull().default(''),
    /** When the next scheduled re-verification is due. */
    reverifyAt: timestamp('reverify_at', { withTimezone: true }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    uniqueIndex('working_with_children_checks_member_key').on(c.memberId),
    uniqueIndex('working_with_children_checks_provider_key')
      .on(c.providerRef)
      .where(sql`${c.providerRef} is not null`),
    index('working_with_children_checks_status_idx').on(c.status, c.expiresOn),
    index('working_with_children_checks_reverify_idx').on(c.reverifyAt),
    check('working_with_children_checks_state', sql`${c.state} in ${list(CHECK_STATES)}`),
    check('working_with_children_checks_kind', sql`${c.kind} in ${list(CHECK_KINDS)}`),
    check('working_with_children_checks_status', sql`${c.status} in ${list(STORED_CHECK_STATUSES)}`),
    check('working_with_children_checks_method', sql`${c.method} is null or ${c.method} in ${list(CHECK_METHODS)}`),
    check('working_with_children_checks_number', sql`length(${c.number}) between 1 and 40`),
  ],
);

/** The association's safeguarding choices: one row, id 1. */
export const safeguardingSettings = pgTable(
  'safeguarding_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** warn: a pending coach, manager or junior referee is shown as pending; block: they cannot act until verified. */
    pendingPolicy: text('pending_policy').notNull().default('warn'),
    /** Which verifier checks new and due checks: staff by hand, or the verification service. */
    verifier: text('verifier').notNull().default('manual'),
    /** A verified check is checked again this many days after it was last checked. */
    reverifyEveryDays: integer('reverify_every_days').notNull().default(90),
    /** People are reminded this many days before their check expires. */
    remindDaysBefore: integer('remind_days_before').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    check('safeguarding_settings_one_row', sql`${s.id} = 1`),
    check('safeguarding_settings_policy', sql`${s.pendingPolicy} in ${list(PENDING_POLICIES)}`),
    check('safeguarding_settings_verifier', sql`${s.verifier} in ${list(CHECK_METHODS)}`),
    check(
      'safeguarding_settings_days',
      sql`${s.reverifyEveryDays} between 1 and 3650 and ${s.remindDaysBefore} between 0 and 365`,
    ),
  ],
);
