import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent, written in the transaction of what it tells (a receipt with its order), sent by the
 * in-process worker with retries and backoff (platform/mail/outbox.ts). A row is claimed with FOR UPDATE SKIP LOCKED
 * and a lease, so several servers on one PostgreSQL never send it twice. A message that carries a secret (a code, a
 * single-use link) is marked `secret`: its bodies are kept only until it is sent or given up (docs/decisions/261).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** At most one unsent message per key (e.g. receipt:42): a re-send asked while one waits adds nothing. */
    dedupeKey: text('dedupe_key'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The bodies hold a code or a single-use link: they are blanked once the message is sent or given up (decision 261). */
    secret: boolean('secret').notNull().default(false),
    /** Extra headers of the message (a message's List-Unsubscribe, decision 306). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A stored_files key attached when sent: its bytes are read then, not copied here (decision 306). */
    attachmentKey: text('attachment_key'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (m) => [
    index('mail_outbox_due_idx')
      .on(m.nextAttemptAt)
      .where(sql`${m.status} = 'pending'`),
    // a message delivery looks for its mail under its key whatever its status (messaging/email-channel.ts)
    index('mail_outbox_dedupe_key_idx').on(m.dedupeKey),
    uniqueIndex('mail_outbox_pending_dedupe_key')
      .on(m.dedupeKey)
      .where(sql`${m.status} = 'pending' and ${m.dedupeKey} is not null`),
    check('mail_outbox_status', sql`${m.status} in ('pending', 'sent', 'failed')`),
  ],
);
