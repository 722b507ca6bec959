import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SECURITY_EVENT_KINDS } from '@portal/domain/security/security-events';

// The security log (issue 44, docs/decisions/316): sign-ins, failures, lock-outs, second-factor changes, refused staff
// calls, exports and bank reveals, with the address and time. Kept for the period of the retention table, then
// removed by the retention job. Never a password, a code or a bank number in `detail`.

const kinds = sql.raw(`(${SECURITY_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})`);

export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    /** The member it is about (no foreign key: the log outlives a de-identified member, whose id is all it holds). */
    memberId: integer('member_id'),
    /** Who did it, when not the member (an administrator resetting a second factor). */
    actorMemberId: integer('actor_member_id'),
    /** The sign-in name typed, for a failure against no account (cut to 100 characters). */
    username: text('username').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** What happened, in safe words: the staff call refused, the export's name, the reason. */
    detail: jsonb('detail').notNull().default({}),
  },
  (e) => [
    index('security_events_at_idx').on(e.at),
    index('security_events_kind_idx').on(e.kind, e.at),
    index('security_events_member_idx').on(e.memberId, e.at),
    check('security_events_kind', sql`${e.kind} in ${kinds}`),
  ],
);
