import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../platform/members.tables';
import { imports } from './import.tables';

// Sign-ins for imported people (issue 42 item 4, docs/decisions/301): an import's invitations run at the pace staff
// chose (one row an import), and each invited person has one row, ever: its unique key lets only one round of one
// server invite a person, and its reminder's time, set once, lets only one remind them.

/** The pace of an import's invitations: `perHour` from `startedAt`, when `sentBefore` had already gone. */
export const importInviteRuns = pgTable('import_invite_runs', {
  importId: integer('import_id')
    .primaryKey()
    .references(() => imports.id, { onDelete: 'cascade' }),
  perHour: integer('per_hour').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  sentBefore: integer('sent_before').notNull().default(0),
  startedBy: text('started_by').notNull().default(''),
});

/** A person an import invited to claim their sign-in (their code is their family_codes claim row). */
export const importInvites = pgTable(
  'import_invites',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (i) => [
    uniqueIndex('import_invites_member_key').on(i.memberId),
    index('import_invites_import_idx').on(i.importId, i.invitedAt),
  ],
);
