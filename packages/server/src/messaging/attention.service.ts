import type { DbOrTx } from '../platform/db';
import { failedCounts } from './sender.repo';

// What the back-office home shows of messaging (issue 43 item 6): deliveries the sending worker gave up on.

/** Failed deliveries, the messages they belong to, and the latest of those messages (its page lists who and why). */
export async function failedDeliveries(
  db: DbOrTx,
): Promise<{ failed: number; messages: number; latest_message_id: number | null }> {
  const c = await failedCounts(db);
  return { failed: c.deliveries, messages: c.messages, latest_message_id: c.latest };
}
