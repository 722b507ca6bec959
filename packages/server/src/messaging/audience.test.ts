import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Audience, MessageKind } from '@portal/domain/messaging/messaging';
import { buildTestApp, type TestApp } from '../../test/harness';
import { selectRows } from '../platform/member-rows';
import { CLUB, LAST, makeWorld, reachedBy, type World } from './messaging-test-kit';
import { previewAudience, queueMessage, sendToMembers } from './queue.service';
import { expandDueMessage } from './scheduled';

// Who an audience reaches (docs/decisions/305): each kind of audience, a minor's guardians in their place, a minor
// never sent news, who is left out by each channel and why, each member's preferences, and the dedupe key.

const NOW = new Date();
let t: TestApp;
let w: World;
const db = () => t.database.db;

beforeAll(async () => {
  // the app's sending worker rounds once at start and then sleeps for an hour: deliveries stay as queued
  t = await buildTestApp({
    messaging: { pollMs: 3_600_000, perSecond: 1, retryBaseMs: 60_000, maxAttempts: 3, leaseMs: 120_000 },
  });
  w = await makeWorld(db(), NOW);
});
afterAll(async () => {
  await t.close();
});

const queue = (
  audience: Audience,
  kind: MessageKind = 'competition',
  extra: { dedupeKey?: string; sendAt?: Date } = {},
) =>
  db().transaction((tx) =>
    queueMessage(tx, {
      kind,
      origin: 'staff',
      audience,
      audienceLabel: 'test',
      subject: 'Saturday washed out',
      body: 'No games on Saturday.',
      channels: ['email', 'push', 'sms'],
      now: NOW,
      ...extra,
    }),
  );
const who = async (messageId: number) => (await reachedBy(db(), messageId)).map((r) => r.who);

const TEAM = [
  'adult',
  'coach',
  'eighteen',
  'guardian1 for child',
  'guardian2 for child',
  'manager',
  'noEmail',
  'teen',
  'unsubscribed',
];

describe('an audience, person by person (one SQL statement per kind)', () => {
  const cases: [string, (w: World) => Audience, string[]][] = [
    ['a team, every role', (w) => ({ type: 'team', teamId: w.teamId, roles: ['players', 'coach', 'manager'] }), TEAM],
    [
      "a team's players (their guardians for minors)",
      (w) => ({ type: 'team', teamId: w.teamId, roles: ['players'] }),
      TEAM.filter((p) => p !== 'coach' && p !== 'manager'),
    ],
    [
      "a team's coach (an assistant coach is one)",
      (w) => ({ type: 'team', teamId: w.teamId, roles: ['coach'] }),
      ['coach'],
    ],
    [
      "a team's manager (a team admin is one)",
      (w) => ({ type: 'team', teamId: w.teamId, roles: ['manager'] }),
      ['manager'],
    ],
    ['a division', (w) => ({ type: 'division', divisionId: w.divisionId }), [...TEAM, 'otherPlayer'].sort()],
    ['a season', (w) => ({ type: 'season', seasonId: w.seasonId }), [...TEAM, 'otherPlayer'].sort()],
    ['a club', () => ({ type: 'club', club: CLUB }), TEAM],
    ['referees', () => ({ type: 'referees' }), ['referee']],
    ['officials (referees and table officials)', () => ({ type: 'officials' }), ['referee', 'scorer']],
    ['managers and coaches', () => ({ type: 'managers-and-coaches' }), ['coach', 'manager']],
    ['renewal due within 30 days', () => ({ type: 'renewal-due', withinDays: 30 }), ['renewing']],
    ['renewal due within 60 days', () => ({ type: 'renewal-due', withinDays: 60 }), ['otherPlayer', 'renewing']],
    ['an unpaid invoice', () => ({ type: 'unpaid-invoice' }), ['unsubscribed']],
    ['a sport', () => ({ type: 'sport', sport: 'netball' }), ['otherPlayer', 'renewing']],
    [
      'everyone (a sign-in, or a registration not expired)',
      () => ({ type: 'everyone' }),
      ['adult', 'otherPlayer', 'renewing'],
    ],
  ];
  it.each(cases)('%s', async (_name, audience, expected) => {
    const { messageId, people } = await queue(audience(w));
    expect(await who(messageId)).toEqual(expected);
    const [all] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from message_recipients where message_id = ${messageId}`,
    );
    expect(people).toBe(all!.n);
  });
});

describe('channels, preferences and minors', () => {
  it('writes each delivery queued with its address, or skipped with why', async () => {
    const { messageId } = await queue({ type: 'team', teamId: w.teamId, roles: ['players', 'coach', 'manager'] });
    const reached = Object.fromEntries((await reachedBy(db(), messageId)).map((r) => [r.who, r.channels]));
    // competition: the adult turned email off for it; SMS is off until a member turns it on
    expect(reached.adult).toEqual({ email: 'channel-off', push: 'queued', sms: 'channel-off' });
    expect(reached.noEmail).toEqual({ email: 'no-email', push: 'no-device', sms: 'channel-off' });
    expect(reached['guardian2 for child']).toEqual({ email: 'no-email', push: 'no-device', sms: 'channel-off' });
    expect(reached.unsubscribed).toEqual({ email: 'queued', push: 'no-device', sms: 'channel-off' });
    const [address] = await selectRows<{ address: string }>(
      db(),
      sql`select d.address from message_deliveries d join message_recipients r on r.id = d.recipient_id
      where r.message_id = ${messageId} and r.member_id = ${w.ids.teen} and d.channel = 'email'`,
    );
    expect(address!.address).toBe('teen@zq.example');
  });

  it('a transactional message: SMS to the mobile of who turned it on, and never "unsubscribed"', async () => {
    const { messageId } = await queue(
      { type: 'team', teamId: w.teamId, roles: ['players', 'coach', 'manager'] },
      'games',
    );
    const reached = Object.fromEntries((await reachedBy(db(), messageId)).map((r) => [r.who, r.channels]));
    expect(reached.adult).toEqual({ email: 'queued', push: 'queued', sms: 'queued' });
    expect(reached.coach!.sms).toBe('no-mobile');
    expect(reached.eighteen).toEqual({ email: 'channel-off', push: 'channel-off', sms: 'channel-off' });
    const [sms] = await selectRows<{ address: string }>(
      db(),
      sql`select d.address from message_deliveries d join message_recipients r on r.id = d.recipient_id
      where r.message_id = ${messageId} and r.member_id = ${w.ids.adult} and d.channel = 'sms'`,
    );
    expect(sms!.address).toBe('0412345678');
  });

  it('news reaches no minor, nor a guardian for one; who turned news off is unsubscribed', async () => {
    const { messageId } = await queue(
      { type: 'team', teamId: w.teamId, roles: ['players', 'coach', 'manager'] },
      'news',
    );
    const reached = Object.fromEntries((await reachedBy(db(), messageId)).map((r) => [r.who, r.channels]));
    expect(Object.keys(reached)).toEqual(['adult', 'coach', 'eighteen', 'manager', 'noEmail', 'unsubscribed']);
    expect(reached.unsubscribed).toEqual({ email: 'unsubscribed', push: 'unsubscribed', sms: 'unsubscribed' });
  });

  it('a guardian in the audience themselves gets news as themselves, never for their child', async () => {
    const { messageId } = await db().transaction((tx) =>
      sendToMembers(tx, {
        memberIds: [w.ids.guardian1!, w.ids.child!, w.ids.teen!],
        kind: 'news',
        origin: 'automatic',
        subject: 'News',
        body: 'b',
        now: NOW,
      }),
    );
    expect(await who(messageId)).toEqual(['guardian1']);
  });

  it('the preview counts who receives, who is left out and why, and names the first of them', async () => {
    const p = await previewAudience(db(), {
      audience: { type: 'team', teamId: w.teamId, roles: ['players', 'coach', 'manager'] },
      kind: 'news',
      channels: ['email', 'sms'],
      now: NOW,
    });
    expect(p.people).toBe(6);
    // child, teen and kid are under 18; unsubscribed turned news off; noEmail has no address
    expect(p.byChannel.email).toEqual({
      sending: 4,
      skipped: { 'under-18': 3, unsubscribed: 1, 'no-email': 1 },
    });
    expect(p.byChannel.push).toEqual({ sending: 0, skipped: {} });
    const child = p.sample.find((s) => s.memberId === w.ids.child);
    expect(child).toMatchObject({ name: `child ${LAST}`, forName: null });
    expect(child!.channels).toEqual({ email: 'under-18', push: 'channel-off', sms: 'under-18' });
  });

  it('the preview of a division names a guardian with the child they receive for', async () => {
    const p = await previewAudience(db(), {
      audience: { type: 'team', teamId: w.teamId, roles: ['players'] },
      kind: 'competition',
      channels: ['email'],
      now: NOW,
    });
    expect(p.people).toBe(7);
    expect(p.sample.find((s) => s.memberId === w.ids.guardian2)).toMatchObject({
      forName: `child ${LAST}`,
      channels: { email: 'no-email' },
    });
  });
});

describe('sendToMembers, dedupe and messages for later', () => {
  it('a minor named alone reaches their guardians, each once', async () => {
    const { messageId, people } = await db().transaction((tx) =>
      sendToMembers(tx, {
        memberIds: [w.ids.child!, w.ids.kid!, w.ids.child!],
        kind: 'games',
        origin: 'automatic',
        subject: 'Game moved',
        body: 'b',
        now: NOW,
      }),
    );
    expect(await who(messageId)).toEqual(['guardian1 for child', 'guardian2 for child']);
    expect(people).toBe(2);
  });

  it('the same dedupe key again writes nothing and answers the first message', async () => {
    const send = () =>
      db().transaction((tx) =>
        sendToMembers(tx, {
          memberIds: [w.ids.adult!],
          kind: 'games',
          origin: 'automatic',
          subject: 'Game moved',
          body: 'b',
          dedupeKey: `zq-game-moved:${NOW.getTime()}`,
          now: NOW,
        }),
      );
    const first = await send();
    const again = await send();
    expect(again).toEqual(first);
    const [n] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from messages where dedupe_key = ${`zq-game-moved:${NOW.getTime()}`}`,
    );
    expect(n!.n).toBe(1);
  });

  it('a message for later waits, and is expanded once when due', async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    const { messageId, people } = await queue({ type: 'referees' }, 'competition', { sendAt: later });
    expect(people).toBe(0);
    expect(await who(messageId)).toEqual([]);
    expect(await db().transaction((tx) => expandDueMessage(tx, NOW, 'Australia/Sydney'))).toBeNull();
    const done = await db().transaction((tx) => expandDueMessage(tx, later, 'Australia/Sydney'));
    expect(done?.messageId).toBe(messageId);
    expect(await who(messageId)).toEqual(['referee']);
    expect(await db().transaction((tx) => expandDueMessage(tx, later, 'Australia/Sydney'))).toBeNull();
  });
});
