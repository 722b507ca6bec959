import { todayIn } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { subjectsSql, writeRecipients } from './audience.repo';
import * as repo from './queue.repo';

// A message staff wrote for later (docs/decisions/304): when its time comes, the sending worker of any server claims
// it (FOR UPDATE SKIP LOCKED, in the transaction that expands it, so two servers never expand it twice and a server
// stopped mid-way rolls back and leaves it for the next) and writes its recipients and deliveries: the audience is
// read then, not when it was written.

/** Expand one due message in the caller's transaction; null when none is due (or another server holds each). */
export async function expandDueMessage(
  tx: DbOrTx,
  now: Date,
  timeZone: string,
): Promise<{ messageId: number; people: number } | null> {
  const m = await repo.claimDueMessage(tx, now);
  if (!m) return null;
  const today = todayIn(timeZone, now);
  const people = m.audience
    ? await writeRecipients(
        tx,
        { subjects: subjectsSql(m.audience, today), kind: m.kind, channels: m.channels, today },
        m.id,
        now,
      )
    : 0;
  await repo.markQueued(tx, m.id, now);
  return { messageId: m.id, people };
}
