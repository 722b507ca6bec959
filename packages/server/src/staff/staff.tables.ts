import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@portal/domain/staff/permissions';
import { members } from '../platform/members.tables';

// The back-office's own tables (docs/decisions/160): staff roles, held apart from the member flags, and the audit
// trail of every staff write, which the database keeps append-only (migration 0023: a trigger refuses UPDATE, DELETE
// and TRUNCATE).

const roleList = STAFF_ROLES.map((r) => `'${r}'`).join(', ');

/** A staff role a member holds; a member may hold several. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedBy: integer('granted_by').references(() => members.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [primaryKey({ columns: [r.memberId, r.role] }), check('staff_roles_role', sql.raw(`role in (${roleList})`))],
);

/**
 * Two accounts an administrator said are different people (decision 284): the pair is no longer suggested as a
 * duplicate. Stored ordered, the lower member id first, so a pair is one row whichever way round it was marked.
 */
export const differentPeople = pgTable(
  'different_people',
  {
    memberLow: integer('member_low')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    markedBy: integer('marked_by').references(() => members.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [
    primaryKey({ columns: [d.memberLow, d.memberHigh] }),
    check('different_people_ordered', sql`${d.memberLow} < ${d.memberHigh}`),
  ],
);
