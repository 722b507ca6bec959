import { CHANNELS, isTransactional, type Channel } from '@portal/domain/messaging/messaging';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/context';
import { retryDelay } from '../platform/mail/outbox';
import { defineWorker, eachLeased } from '../platform/worker';
import { PermanentSendError, type ChannelSender, type OutgoingDelivery } from './channel-port';
import * as queueRepo from './queue.repo';
import { expandDueMessage } from './scheduled';
import * as repo from './sender.repo';
import { unsubscribeUrl } from './unsubscribe';

// The sending worker (docs/decisions/304), on every server: each round expands the messages whose time has come,
// then hands each channel at most its rate's worth of due deliveries (config messaging.perSecond × pollMs), claimed
// with a lease and FOR UPDATE SKIP LOCKED so two servers never take the same one. A send happens outside any
// transaction; its answer is recorded after: sent (with the provider's id), retried later with a doubling delay, or
// failed (a PermanentSendError at once, or after the last attempt). A server stopped mid-send loses nothing: its
// claimed deliveries stay queued and come back when the lease runs out, marked as interrupted for the channel.

export type ChannelSenders = Record<Channel, ChannelSender>;

export interface SenderRound {
  expanded: number;
  sent: number;
  retried: number;
  failed: number;
}

/** Expand due messages, each in its own transaction, at most `limit` a round. */
async function expandDue(platform: Platform, limit: number): Promise<number> {
  let expanded = 0;
  const now = platform.now();
  if (!(await queueRepo.anyDueMessage(platform.db, now))) return 0;
  while (expanded < limit) {
    const done = await platform.db.transaction((tx) => expandDueMessage(tx, now, platform.config.site.timeZone));
    if (!done) break;
    expanded += 1;
  }
  return expanded;
}

async function outgoing(platform: Platform, row: repo.ClaimedDelivery): Promise<OutgoingDelivery> {
  const { config, db } = platform;
  return {
    deliveryId: row.id,
    messageId: row.message_id,
    memberId: row.member_id,
    forMemberId: row.for_member_id,
    forName: row.for_name,
    channel: row.channel,
    kind: row.kind,
    address: row.address,
    subject: row.subject,
    body: row.body,
    attachmentKey: row.attachment_key,
    unsubscribeUrl: isTransactional(row.kind) ? null : await unsubscribeUrl(db, config, row.member_id, row.kind),
    messagesUrl: `${config.publicUrl}/member/messages`,
    attempts: row.attempts,
    interrupted: row.interrupted,
  };
}

/** Send one channel's share of this round, one delivery after another (the provider's rate). */
async function drainChannel(
  platform: Platform,
  sender: ChannelSender,
  round: SenderRound,
  log?: FastifyInstance['log'],
): Promise<void> {
  const { messaging } = platform.config;
  const batch = Math.max(1, Math.round((messaging.perSecond * messaging.pollMs) / 1000));
  const claim = (at: Date, leaseUntil: Date, limit: number) =>
    repo.claimDue(platform.db, sender.channel, at, leaseUntil, limit);
  await eachLeased({ now: platform.now, leaseMs: messaging.leaseMs, batch, untilShort: false, claim }, async (row) => {
    try {
      const receipt = await sender.send(platform, await outgoing(platform, row));
      await repo.markSent(platform.db, row.id, receipt, platform.now());
      round.sent += 1;
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'refused';
      if (err instanceof PermanentSendError || row.attempts >= messaging.maxAttempts) {
        await repo.markFailed(platform.db, row.id, error);
        round.failed += 1;
        log?.error({ deliveryId: row.id, attempts: row.attempts, error }, 'message delivery failed');
      } else {
        const next = new Date(platform.now().getTime() + retryDelay(row.attempts, messaging.retryBaseMs));
        await repo.markRetry(platform.db, row.id, next, error);
        round.retried += 1;
        log?.warn({ deliveryId: row.id, attempts: row.attempts, error }, 'message delivery not sent; will retry');
      }
    }
  });
}

/** One round: due messages expanded, then every channel's due deliveries (channels side by side). */
export async function drainMessages(
  platform: Platform,
  senders: ChannelSenders,
  log?: FastifyInstance['log'],
): Promise<SenderRound> {
  const round: SenderRound = { expanded: await expandDue(platform, 20), sent: 0, retried: 0, failed: 0 };
  if (!(await repo.anyDueDelivery(platform.db, platform.now()))) return round;
  await Promise.all(CHANNELS.map((c) => drainChannel(platform, senders[c], round, log)));
  return round;
}

/** The senders each app's worker uses (the app's channels; a test gives its own). */
const sendersOf = new WeakMap<object, ChannelSenders>();

const senderWorker = defineWorker({
  name: 'message sender',
  round: (platform, log) => drainMessages(platform, sendersOf.get(platform)!, log),
  everyMs: (platform) => platform.config.messaging.pollMs,
  idle: { busy: (r) => r.expanded + r.sent + r.retried + r.failed > 0, factor: 30 },
});

/** Run the sending worker for the life of the app, with these channels. */
export function registerMessageSender(app: FastifyInstance, senders: ChannelSenders): void {
  sendersOf.set(app.platform, senders);
  senderWorker.register(app);
}

/** Swap the channels a running app sends by (tests). */
export function useChannelSenders(platform: Platform, senders: ChannelSenders): void {
  sendersOf.set(platform, senders);
}

/** Every app of this process sends within pollMs (a message was queued here). */
export const wakeSender = senderWorker.wake;
/** The round that ran when the app became ready (tests wait for it). */
export const firstSenderRound = senderWorker.first;
