import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHECK_KINDS, CHECK_STATES, STORED_CHECK_STATUSES } from '@portal/domain/safeguarding/checks';

// The verification service's side of things (issue 44, docs/decisions/318, 319): the webhook deliveries already
// handled (a delivery is handled once; a replay is refused), the keys the portal keeps for itself, and the sandbox
// verifier's own books. The sandbox stands for Oho: the portal's checks never read it, and it keeps no name or date of
// birth (its page reads the person through the check its reference names).

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** Webhook deliveries already handled, by the service's delivery id; kept a day (past the signature's time window). */
export const checkWebhookDeliveries = pgTable(
  'check_webhook_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    providerRef: text('provider_ref'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (d) => [index('check_webhook_deliveries_received_idx').on(d.receivedAt)],
);

/** Keys the verifier side keeps (the sandbox's webhook secret when OHO_WEBHOOK_SECRET is unset): made once, shared. */
export const checkVerifierKeys = pgTable('check_verifier_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** A check as the sandbox service holds it: submitted, then decided by staff on the sandbox page. */
export const checkSandboxSubmissions = pgTable(
  'check_sandbox_submissions',
  {
    id: serial('id').primaryKey(),
    /** Our reference (`wwcc-<checkId>`): submitting again (re-verification) reuses the submission. */
    reference: text('reference').notNull(),
    state: text('state').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    expiresOn: date('expires_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The last webhook sent about it, and the HTTP status the portal's endpoint answered. */
    webhookSentAt: timestamp('webhook_sent_at', { withTimezone: true }),
    webhookAnswer: integer('webhook_answer'),
  },
  (s) => [
    uniqueIndex('check_sandbox_submissions_reference_key').on(s.reference),
    check('check_sandbox_submissions_state', sql`${s.state} in ${list(CHECK_STATES)}`),
    check('check_sandbox_submissions_kind', sql`${s.kind} in ${list(CHECK_KINDS)}`),
    check('check_sandbox_submissions_status', sql`${s.status} in ${list(STORED_CHECK_STATUSES)}`),
  ],
);
