import { MAIL_LIST_MAX, type MailItem, type MailQuery } from '@portal/domain/staff/mail.contract';
import { outboxCounts, outboxList } from '../platform/mail/outbox.repo';
import type { StaffCtx } from '../platform/staff-session';

// The back-office's look at the mail outbox (decision 277): the newest failed or waiting messages, never their bodies.

export async function mailList(
  ctx: StaffCtx,
  query: MailQuery,
): Promise<{ data: { rows: MailItem[]; total: number } }> {
  const [rows, counts] = await Promise.all([outboxList(ctx.db, query.status, MAIL_LIST_MAX), outboxCounts(ctx.db)]);
  return {
    data: {
      rows: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        attempts: r.attempts,
        last_error: r.lastError,
        created_at: r.createdAt.toISOString(),
        next_attempt_at: r.nextAttemptAt.toISOString(),
      })),
      total: counts[query.status],
    },
  };
}
