import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_INVOICE_TEXT,
  DEFAULT_OVERDUE_DAYS,
  DEFAULT_RENEWAL_DAYS,
  DEFAULT_RENEWAL_TEXT,
} from '@portal/domain/messaging/reminders';
import { members } from '../platform/members.tables';
import { teams } from '../platform/league.tables';

// Messaging (issue 43, docs/decisions/303): a message, the people it reaches (each keeps it on their Messages page)
// and one delivery per person and channel, sent by the workers of every server with a lease and SKIP LOCKED.

const KINDS = sql`('games', 'competition', 'news', 'payments')`;
const CHANNELS = sql`('email', 'push', 'sms')`;

/** A message as it was written: by staff to an audience, by a manager to a team, or by the portal itself. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    origin: text('origin', { enum: ['staff', 'team', 'automatic'] }).notNull(),
    /** The member who wrote it (staff or a team's manager or coach); none for an automatic notice. */
    senderId: integer('sender_id').references(() => members.id, { onDelete: 'set null' }),
    /** The team a manager wrote to (the daily limit counts these). */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The audience as chosen (domain Audience), and its words at the time ("Division: U12 Girls"). */
    audience: jsonb('audience'),
    audienceLabel: text('audience_label').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A file of the association's attached to the email (a stored_files key). */
    attachmentKey: text('attachment_key'),
    channels: text('channels').array().notNull(),
    /** When it goes: now, or the time staff chose; the audience is read then. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its people and deliveries were written (null while a scheduled message waits). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** An automatic notice's key (e.g. game-moved:42:3): the same notice is never written twice. */
    dedupeKey: text('dedupe_key'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (m) => [
    check('messages_kind', sql`${m.kind} in ${KINDS}`),
    check('messages_channels', sql`${m.channels} <@ array['email', 'push', 'sms']::text[]`),
    uniqueIndex('messages_dedupe_key').on(m.dedupeKey),
    index('messages_due_idx')
      .on(m.sendAt)
      .where(sql`${m.queuedAt} is null and ${m.cancelledAt} is null`),
    index('messages_sender_idx').on(m.senderId, m.createdAt),
    index('messages_team_idx').on(m.teamId, m.createdAt),
  ],
);

/** One person a message reached; the member's Messages page lists these (a guardian's also those for a child). */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The child this reached a guardian for (a minor's messages go to their guardians). */
    forMemberId: integer('for_member_id').references(() => members.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (r) => [
    uniqueIndex('message_recipients_message_member_key').on(r.messageId, r.memberId),
    index('message_recipients_member_idx').on(r.memberId, r.createdAt),
  ],
);

/** A message to one person by one channel: queued, sent, failed (with why) or skipped (with why). */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => messageRecipients.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    /** A skip reason (domain SKIP_REASONS) or the provider's last error. */
    reason: text('reason'),
    /** Where it went: the email address or mobile number at the time. */
    address: text('address'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The provider's id for it (an SMS message id, the outbox row of an email). */
    providerRef: text('provider_ref'),
    /** The parts an SMS went in, as the provider counted them. */
    segments: integer('segments'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (d) => [
    uniqueIndex('message_deliveries_recipient_channel_key').on(d.recipientId, d.channel),
    check('message_deliveries_channel', sql`${d.channel} in ${CHANNELS}`),
    check('message_deliveries_state', sql`${d.state} in ('queued', 'sent', 'failed', 'skipped')`),
    index('message_deliveries_due_idx')
      .on(d.channel, d.nextAttemptAt)
      .where(sql`${d.state} = 'queued'`),
    index('message_deliveries_failed_idx')
      .on(d.state)
      .where(sql`${d.state} = 'failed'`),
  ],
);

/** A member's choice of a channel for a kind of message; no row means the default (domain DEFAULT_PREFERENCE). */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (p) => [
    primaryKey({ columns: [p.memberId, p.kind, p.channel] }),
    check('message_preferences_kind', sql`${p.kind} in ${KINDS}`),
    check('message_preferences_channel', sql`${p.channel} in ${CHANNELS}`),
  ],
);

/** A browser that allowed app notifications (the Push API subscription), for web push. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(s.endpoint),
    index('push_subscriptions_member_idx').on(s.memberId),
  ],
);

/**
 * Keys every server must send with: the VAPID key pair of web push and the key that signs unsubscribe links. Made
 * once by the first server that needs them (insert … on conflict do nothing), read by all. Secret: never in a reply.
 */
export const messagingKeys = pgTable('messaging_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The SMS sandbox: what would have gone to the provider, with its segments (tests and the demo read it). */
export const smsSandbox = pgTable(
  'sms_sandbox',
  {
    id: serial('id').primaryKey(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    segments: integer('segments').notNull(),
    encoding: text('encoding').notNull(),
    /** Our reference (the delivery), as a provider keeps it: an interrupted delivery asks for it before sending. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [index('sms_sandbox_reference_idx').on(s.reference)],
);

/** The association's choices for messaging, one row. */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Managers and coaches may message their own team. */
    teamMessages: boolean('team_messages').notNull().default(true),
    teamMessagesPerDay: integer('team_messages_per_day').notNull().default(5),
    /** A reminder a set number of days before a membership ends, in the association's words (decision 314). */
    renewalReminders: boolean('renewal_reminders').notNull().default(false),
    renewalReminderDays: integer('renewal_reminder_days').notNull().default(DEFAULT_RENEWAL_DAYS),
    renewalReminderText: text('renewal_reminder_text').notNull().default(DEFAULT_RENEWAL_TEXT),
    /** A reminder on an owing invoice's due date and again a set number of days after it. */
    invoiceReminders: boolean('invoice_reminders').notNull().default(false),
    invoiceOverdueDays: integer('invoice_overdue_days').notNull().default(DEFAULT_OVERDUE_DAYS),
    invoiceReminderText: text('invoice_reminder_text').notNull().default(DEFAULT_INVOICE_TEXT),
    /** Each team's manager gets one evening message listing the day's changes to their team's games. */
    fixtureDigest: boolean('fixture_digest').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (s) => [
    check('messaging_settings_one_row', sql`${s.id} = 1`),
    check('messaging_settings_per_day', sql`${s.teamMessagesPerDay} between 1 and 50`),
    check('messaging_settings_renewal_days', sql`${s.renewalReminderDays} between 1 and 90`),
    check('messaging_settings_overdue_days', sql`${s.invoiceOverdueDays} between 1 and 90`),
  ],
);
