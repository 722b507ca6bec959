import { z } from 'zod';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from './staff.contract';

// The mail outbox as the back-office reads it (decision 277): what failed, or waits to be sent, newest first. The
// home's Mail card opens it filtered; bodies are never answered (a message may hold a code; decision 261).

export const MAIL_STATUSES = ['failed', 'pending'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The most messages the list answers (the newest). */
export const MAIL_LIST_MAX = 100;

export const MailQuery = z.object({ status: z.enum(MAIL_STATUSES, { error: V.choice }).optional().default('failed') });
export type MailQuery = z.infer<typeof MailQuery>;

export const MailItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string().describe('ISO instant'),
  next_attempt_at: z.string().describe('ISO instant'),
});
export type MailItem = z.infer<typeof MailItem>;

export const mailOutboxList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/mail',
  permission: 'mail.read',
  summary: `Outgoing mail that failed (given up) or waits to be sent, newest first (at most ${MAIL_LIST_MAX}), with how many there are.`,
  query: MailQuery,
  reply: z.object({ data: z.object({ rows: z.array(MailItem), total: z.number().int() }) }),
});
