import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The audit trail's table (docs/decisions/160): platform, like the mail outbox, since every area's staff writes add to it.

/** One staff write: who, when, which record, the fields before and after (secrets masked), and the reason given. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null for a change made by a command on the server (npm run staff), which names itself in `actor`. No foreign key:
     * an append-only row never changes, whatever becomes of the member.
     */
    actorMemberId: integer('actor_member_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (a) => [
    index('audit_log_at_idx').on(a.at),
    index('audit_log_entity_idx').on(a.entity, a.entityId),
    index('audit_log_actor_idx').on(a.actorMemberId),
    index('audit_log_action_idx').on(a.action),
  ],
);
