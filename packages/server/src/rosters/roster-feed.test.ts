import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedLink, RefereeRosterReply } from '@portal/domain/rosters/rosters.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { games } from '../platform/league.tables';
import { eventRosterEntries, refereeAssignments } from './rosters.tables';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// Our private roster feed (docs/decisions/093-roster-calendar-feed.md): a secret webcal address per member, read by a
// standard parser (ical.js), stable UIDs, SEQUENCE bumped on change, cancelled entries CANCELLED, replaced tokens 404.

let k: RostersKit;
beforeAll(async () => {
  k = await rostersKit({ publicUrl: 'https://portal.hkbna.example' });
});
afterAll(async () => {
  await k.t.close();
});

const regenerate = async (token: string) => {
  const res = await k.post('/api/roster/feed', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FeedLink;
};
const read = (link: FeedLink) => k.get(new URL(link.url).pathname);
const vevents = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
const sydney = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(d);

describe('the roster feed', () => {
  it("is text/calendar that ical.js reads: the referee's games at their Australia/Sydney times, 45 minutes long", async () => {
    expect((await k.get('/api/roster/feed', k.as.referee01)).json()).toEqual({
      data: { active: false, created_at: null },
    });
    const link = await regenerate(k.as.referee01);
    expect(link.url).toMatch(/^https:\/\/portal\.hkbna\.example\/api\/roster\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcal).toBe(link.url.replace('https://', 'webcal://'));
    expect((await k.get('/api/roster/feed', k.as.referee01)).json().data.active).toBe(true);
    const res = await read(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const today = todayIn('Australia/Sydney');
    const roster = (
      await k.post(
        '/api/referee/roster',
        { season: k.seasonId, roster: [addDaysIso(today, -60), addDaysIso(today, 60)], type: 'referee' },
        k.as.referee01,
      )
    ).json() as RefereeRosterReply;
    const table = (
      await k.post(
        '/api/referee/roster',
        { season: k.seasonId, roster: [addDaysIso(today, -60), addDaysIso(today, 60)], type: 'table' },
        k.as.referee01,
      )
    ).json() as RefereeRosterReply;
    const mine = [...roster.data.my_roster, ...table.data.my_roster];
    const list = vevents(res.body);
    expect(list.map(({ e }) => e.uid).sort()).toEqual(mine.map((i) => `referee-${i.id}@portal.hkbna.example`).sort());
    for (const { e, v } of list) {
      const item = mine.find((i) => e.uid === `referee-${i.id}@portal.hkbna.example`)!;
      expect(sydney(e.startDate.toJSDate())).toBe(`${item.gs_date}, ${item.gs_time}`);
      expect((e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime()) / 60_000).toBe(45);
      expect(v.getFirstPropertyValue('sequence')).toBe(0);
      expect(v.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
  });

  it('keeps the UID and bumps SEQUENCE when a game moves, and sends a cancelled entry as CANCELLED', async () => {
    const link = await regenerate(k.as.official01);
    const before = vevents((await read(link)).body);
    expect(before.map(({ e }) => e.summary)).toContain('Scorer: Junior Skills Carnival');
    const db = k.t.database.db;
    const [scorer] = await db.select().from(eventRosterEntries).where(eq(eventRosterEntries.function, 'Scorer'));
    await db
      .update(eventRosterEntries)
      .set({ timeFrom: '09:00', timeTo: '12:30' })
      .where(eq(eventRosterEntries.id, scorer!.id));
    const [table] = await db.select().from(eventRosterEntries).where(eq(eventRosterEntries.function, 'Table Official'));
    await db.update(eventRosterEntries).set({ cancelledAt: new Date() }).where(eq(eventRosterEntries.id, table!.id));
    const after = vevents((await read(link)).body);
    const moved = after.find(({ e }) => e.uid.startsWith(`roster-${scorer!.id}@`))!;
    expect(sydney(moved.e.startDate.toJSDate())).toBe(`${scorer!.date}, 09:00`);
    expect(moved.v.getFirstPropertyValue('sequence')).toBe(1);
    const cancelled = after.find(({ e }) => e.uid.startsWith(`roster-${table!.id}@`))!;
    expect(cancelled.v.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.v.getFirstPropertyValue('sequence')).toBe(1);
    // a referee's event changes with its game too
    const refLink = await regenerate(k.as.referee01);
    const [assignment] = await db
      .select()
      .from(refereeAssignments)
      .where(
        sql`${refereeAssignments.gameId} in (select id from games where date >= ${todayIn('Australia/Sydney')}) and member_id = (select id from members where username = 'referee01')`,
      )
      .limit(1);
    await db.update(games).set({ timeFrom: '11:00', timeTo: '11:50' }).where(eq(games.id, assignment!.gameId));
    const game = vevents((await read(refLink)).body).find(({ e }) => e.uid.startsWith(`referee-${assignment!.id}@`))!;
    expect(sydney(game.e.startDate.toJSDate()).slice(-5)).toBe('11:00');
    expect(game.v.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('answers 404 once the token is replaced or the feed turned off; members without a roster have none', async () => {
    const old = await regenerate(k.as.official01);
    expect((await read(old)).statusCode).toBe(200);
    const fresh = await regenerate(k.as.official01);
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await k.t.request({ method: 'DELETE', url: '/api/roster/feed', token: k.as.official01 })).statusCode).toBe(
      200,
    );
    expect((await read(fresh)).statusCode).toBe(404);
    expect((await k.get(`/api/roster/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await k.get('/api/roster/feed/short.ics')).statusCode).toBe(422);
    expect((await k.post('/api/roster/feed', undefined, k.as.member01)).statusCode).toBe(403);
  });
});
