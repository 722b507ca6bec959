import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@portal/domain/messaging/messaging';
import { buildTestApp, type TestApp } from '../../test/harness';
import { selectRows } from '../platform/member-rows';
import { PermanentSendError, type ChannelSender, type OutgoingDelivery } from './channel-port';
import { makeWorld, type World } from './messaging-test-kit';
import { queueMessage, sendToMembers } from './queue.service';
import { drainMessages, useChannelSenders, type ChannelSenders } from './sender';
import { claimDue } from './sender.repo';

// The sending worker (docs/decisions/304): a refused send is retried after a doubling delay and failed after the
// last attempt; a PermanentSendError fails at once; a delivery claimed by a server that stopped comes back once its
// lease runs out, marked as interrupted; each channel is handed at most its rate's worth a round.

const START = new Date('2027-05-03T00:00:00Z');
const BASE = 60_000;
const LEASE = 120_000;
let clock = START;
let t: TestApp;
let w: World;
const calls: OutgoingDelivery[] = [];
const behaviour: Partial<Record<Channel, (d: OutgoingDelivery) => void>> = {};
const sender = (channel: Channel): ChannelSender => ({
  channel,
  async send(_platform, d) {
    calls.push(d);
    behaviour[channel]?.(d);
    return { providerRef: `${channel}:${d.deliveryId}`, ...(channel === 'sms' ? { segments: 2 } : {}) };
  },
});
const senders: ChannelSenders = { email: sender('email'), push: sender('push'), sms: sender('sms') };
const db = () => t.database.db;
const drain = (at: Date) => {
  clock = at;
  return drainMessages(t.app.platform, senders);
};
const at = (ms: number) => new Date(START.getTime() + ms);

beforeAll(async () => {
  // the app's own worker rounds once at start and then sleeps for an hour: the test drives every round itself
  t = await buildTestApp(
    { messaging: { pollMs: 3_600_000, perSecond: 1, retryBaseMs: BASE, maxAttempts: 3, leaseMs: LEASE } },
    { now: () => clock },
  );
  useChannelSenders(t.app.platform, senders);
  w = await makeWorld(db(), START);
});
afterAll(async () => {
  await t.close();
});

const send = (memberIds: number[], kind: 'games' | 'competition', channels: Channel[]) =>
  db().transaction((tx) =>
    sendToMembers(tx, { memberIds, kind, channels, origin: 'automatic', subject: 'S', body: 'B', now: clock }),
  );
const deliveries = (messageId: number) =>
  selectRows<{
    id: number;
    channel: string;
    state: string;
    reason: string | null;
    attempts: number;
    next: string;
    segments: number | null;
  }>(
    db(),
    sql`select d.id::int as id, d.channel, d.state, d.reason, d.attempts, d.next_attempt_at::text as next, d.segments
    from message_deliveries d join message_recipients r on r.id = d.recipient_id
    where r.message_id = ${messageId} order by d.id`,
  );

describe('the sending worker', () => {
  it('sends, retries a refusal after a doubling delay, fails after the last attempt, and a permanent refusal at once', async () => {
    const { messageId } = await send([w.ids.adult!], 'games', ['email', 'push', 'sms']);
    behaviour.email = () => {
      throw new Error('421 try later');
    };
    behaviour.push = () => {
      throw new PermanentSendError('the browser dropped its subscription');
    };
    calls.length = 0;
    expect(await drain(START)).toMatchObject({ sent: 1, retried: 1, failed: 1 });
    const [email, push, sms] = await deliveries(messageId);
    expect(email).toMatchObject({ state: 'queued', reason: '421 try later', attempts: 1 });
    expect(new Date(email!.next).getTime()).toBe(START.getTime() + BASE);
    expect(push).toMatchObject({ state: 'failed', reason: 'the browser dropped its subscription', attempts: 1 });
    expect(sms).toMatchObject({ state: 'sent', attempts: 1, segments: 2 }); // the parts the provider counted
    // a transactional kind carries no unsubscribe link; every delivery links the Messages page
    expect(calls.every((c) => c.unsubscribeUrl === null && c.messagesUrl.endsWith('/member/messages'))).toBe(true);

    // not yet due: nothing is handed over
    calls.length = 0;
    await drain(at(BASE - 1));
    expect(calls).toHaveLength(0);
    await drain(at(BASE));
    const [second] = await deliveries(messageId);
    expect(second).toMatchObject({ state: 'queued', attempts: 2 });
    expect(new Date(second!.next).getTime()).toBe(at(BASE).getTime() + 2 * BASE);
    // the third attempt is the last
    await drain(at(3 * BASE));
    expect((await deliveries(messageId))[0]).toMatchObject({ state: 'failed', reason: '421 try later', attempts: 3 });
    behaviour.email = undefined;
    behaviour.push = undefined;
  });

  it("a message that is not transactional carries the member's unsubscribe link", async () => {
    calls.length = 0;
    await send([w.ids.unsubscribed!], 'competition', ['email']);
    await drain(at(4 * BASE));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.unsubscribeUrl).toMatch(new RegExp(`/unsubscribe/${w.ids.unsubscribed}\\.competition\\.`));
    expect(calls[0]!.address).toBe('unsub@zq.example');
  });

  it('a delivery claimed by a server that stopped comes back when its lease runs out, marked interrupted', async () => {
    const now = at(5 * BASE);
    clock = now;
    const { messageId } = await send([w.ids.manager!], 'games', ['email']);
    // server A claims it, and stops before answering
    const claimed = await claimDue(db(), 'email', now, new Date(now.getTime() + LEASE), 10);
    expect(claimed.map((c) => c.message_id)).toEqual([messageId]);
    calls.length = 0;
    await drain(at(5 * BASE + LEASE - 1));
    expect(calls).toHaveLength(0);
    await drain(at(5 * BASE + LEASE + 1));
    expect(calls.map((c) => [c.messageId, c.interrupted, c.attempts])).toEqual([[messageId, true, 2]]);
    expect((await deliveries(messageId))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it("hands each channel at most its rate's worth a round (perSecond × pollMs)", async () => {
    clock = at(10 * BASE);
    const ids = [w.ids.adult!, w.ids.coach!, w.ids.manager!, w.ids.referee!, w.ids.scorer!];
    const { messageId } = await send(ids, 'games', ['email']);
    // two a round: perSecond × pollMs / 1000 = (2 / 3600) × 3,600,000 / 1000
    t.app.platform.config.messaging.perSecond = 2 / 3600;
    calls.length = 0;
    await drain(at(10 * BASE));
    expect(calls).toHaveLength(2);
    expect((await deliveries(messageId)).filter((d) => d.state === 'sent')).toHaveLength(2);
    t.app.platform.config.messaging.perSecond = 1;
    await drain(at(10 * BASE));
    expect((await deliveries(messageId)).every((d) => d.state === 'sent')).toBe(true);
  });

  it('a message for later is expanded by the round once its time comes, and sent in the same round', async () => {
    clock = at(20 * BASE);
    const { messageId } = await db().transaction((tx) =>
      queueMessage(tx, {
        kind: 'competition',
        origin: 'staff',
        audience: { type: 'referees' },
        audienceLabel: 'Referees',
        subject: 'Referee meeting',
        body: 'Tuesday 7 pm.',
        channels: ['email'],
        sendAt: at(30 * BASE),
        now: clock,
      }),
    );
    calls.length = 0;
    expect(await drain(at(30 * BASE - 1))).toMatchObject({ expanded: 0 });
    const round = await drain(at(30 * BASE));
    expect(round.expanded).toBe(1);
    expect(calls.filter((c) => c.messageId === messageId).map((c) => c.address)).toContain('referee@zq.example');
    expect((await deliveries(messageId)).every((d) => d.state === 'sent')).toBe(true);
  });
});
