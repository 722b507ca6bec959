import { sql } from 'drizzle-orm';
import type { Channel, MessageKind } from '@portal/domain/messaging/messaging';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// The deliveries of the sending worker (docs/decisions/304): claimed with a lease and FOR UPDATE SKIP LOCKED, one
// channel at a time, then marked sent, retried or failed, each in a statement of its own (never a transaction held
// across a send).

export interface ClaimedDelivery {
  id: number;
  message_id: number;
  member_id: number;
  for_member_id: number | null;
  for_name: string | null;
  channel: Channel;
  kind: MessageKind;
  address: string | null;
  subject: string;
  body: string;
  attachment_key: string | null;
  /** Claims so far, this one included. */
  attempts: number;
  /** A claim before this one was never answered (its server stopped mid-send): the channel may have it already. */
  interrupted: boolean;
}

const due = (now: string) => sql`d.state = 'queued' and d.next_attempt_at <= ${now}::timestamptz
  and (d.locked_until is null or d.locked_until < ${now}::timestamptz)`;

/** Whether any delivery is due on any channel: a plain read, so an idle round writes nothing. */
export async function anyDueDelivery(db: DbOrTx, now: Date): Promise<boolean> {
  const rows = await selectRows(db, sql`select 1 from message_deliveries d where ${due(now.toISOString())} limit 1`);
  return rows.length > 0;
}

/**
 * Claim up to `limit` due deliveries of a channel until `leaseUntil`, oldest first, with what a channel needs to send
 * each. A claim counts an attempt; a delivery claimed before and never answered (no reason recorded, not sent) was
 * interrupted: its server stopped while sending it.
 */
export function claimDue(
  db: DbOrTx,
  channel: Channel,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  return selectRows<ClaimedDelivery>(
    db,
    sql`with picked as (
      select d.id, d.attempts > 0 and d.reason is null as interrupted from message_deliveries d
      where d.channel = ${channel} and ${due(at)}
      order by d.next_attempt_at, d.id limit ${limit}
      for update skip locked
    ), claimed as (
      update message_deliveries d
      set locked_until = ${leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1, reason = null
      from picked where d.id = picked.id
      returning d.id, d.recipient_id, d.channel, d.address, d.attempts, picked.interrupted
    )
    select c.id::int as id, r.message_id, r.member_id, r.for_member_id,
      case when f.id is null then null else trim(coalesce(nullif(f.prefname, ''), f.firstname) || ' ' || f.lastname) end as for_name,
      c.channel, m.kind, c.address, m.subject, m.body, m.attachment_key, c.attempts, c.interrupted
    from claimed c join message_recipients r on r.id = c.recipient_id join messages m on m.id = r.message_id
    left join members f on f.id = r.for_member_id
    order by c.id`,
  );
}

export async function markSent(
  db: DbOrTx,
  id: number,
  receipt: { providerRef?: string; segments?: number },
  now: Date,
): Promise<void> {
  await db.execute(sql`update message_deliveries set state = 'sent', provider_ref = ${receipt.providerRef ?? null},
    segments = ${receipt.segments ?? null},
    sent_at = ${now.toISOString()}::timestamptz, locked_until = null, reason = null where id = ${id} and state = 'queued'`);
}

export async function markRetry(db: DbOrTx, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.execute(sql`update message_deliveries set next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz,
    locked_until = null, reason = ${error} where id = ${id} and state = 'queued'`);
}

export async function markFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  await db.execute(sql`update message_deliveries set state = 'failed', locked_until = null, reason = ${error}
    where id = ${id} and state = 'queued'`);
}

/** Deliveries that failed, and the messages they belong to (the staff home page's card). */
export async function failedCounts(
  db: DbOrTx,
): Promise<{ deliveries: number; messages: number; latest: number | null }> {
  const [row] = await selectRows<{ deliveries: number; messages: number; latest: number | null }>(
    db,
    sql`select count(*)::int as deliveries, count(distinct r.message_id)::int as messages, max(r.message_id) as latest
    from message_deliveries d join message_recipients r on r.id = d.recipient_id where d.state = 'failed'`,
  );
  return row ?? { deliveries: 0, messages: 0, latest: null };
}
