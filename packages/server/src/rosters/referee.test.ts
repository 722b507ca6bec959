import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefereeRosterReply } from '@portal/domain/rosters/rosters.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// spec 002 §2 Competition Roster and the §7 referee calls, as referee01 (is_ref, both roster types).

let k: RostersKit;
let today: string;
beforeAll(async () => {
  k = await rostersKit();
  today = todayIn(k.t.config.site.timeZone);
});
afterAll(async () => {
  await k.t.close();
});

const roster = (body: unknown, token = k.as.referee01) => k.post('/api/referee/roster', body, token);

describe('GET /api/referee/seasons, /api/referee/venues, /api/referee/types', () => {
  it('lists the seasons (the active one first), the venues, and the roster types of access_ref', async () => {
    const seasons = (await k.get('/api/referee/seasons', k.as.referee01)).json().data;
    expect(seasons[0]).toMatchObject({ active: true });
    expect(seasons.length).toBe(2);
    const venues = (await k.get('/api/referee/venues', k.as.referee01)).json().data;
    expect(venues.map((v: { venue_name: string }) => v.venue_name)).toEqual([
      'Galston Recreation Centre',
      'Hornsby Indoor Sports Centre',
      'Thornleigh Brickpit Stadium',
    ]);
    expect((await k.get('/api/referee/types', k.as.referee01)).json()).toEqual({
      data: [
        { value: 'referee', text: 'Referee' },
        { value: 'table', text: 'Table Official' },
      ],
    });
  });
});

describe('POST /api/referee/roster', () => {
  it('answers MY ROSTER and FULL ROSTER of the range, with the fields of the referee roster item', async () => {
    const res = await roster({
      season: k.seasonId,
      roster: [addDaysIso(today, -60), addDaysIso(today, 60)],
      type: 'referee',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as RefereeRosterReply;
    expect(data.my_roster.length).toBeGreaterThanOrEqual(4); // three midweek games and Saturdays
    expect(data.my_roster.every((i) => i.member_type_name === 'Referee 1' && i.member_name === 'Rhys Referee')).toBe(
      true,
    );
    expect(data.full_roster.length).toBeGreaterThan(data.my_roster.length);
    expect(data.full_roster.some((i) => i.member_type_name === 'Referee 2')).toBe(true);
    expect(data.full_roster.every((i) => ['Referee 1', 'Referee 2'].includes(i.member_type_name))).toBe(true);
    const item = data.my_roster[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'court_name',
        'division_name',
        'game_rank',
        'gs_date',
        'gs_date_formatted',
        'gs_game',
        'gs_time',
        'gs_time_formatted',
        'id',
        'member_name',
        'member_type_name',
        'team_a',
        'team_a_points',
        'team_b',
        'team_b_points',
        'venue_address',
        'venue_name',
        'venue_postcode',
        'venue_state',
        'venue_suburb',
      ].sort(),
    );
    expect(item.gs_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(item.gs_time_formatted).toMatch(/^\d{2}:\d{2} (am|pm)$/);
    // past games carry their score, coming ones none
    expect(data.my_roster.find((i) => i.gs_date < today)!.team_a_points).not.toBeNull();
    expect(data.my_roster.find((i) => i.gs_date >= today)!.team_a_points).toBeNull();
  });

  it('swaps a range whose end is before its start (spec 002 §5)', async () => {
    const a = (
      await roster({ season: k.seasonId, roster: [addDaysIso(today, 60), addDaysIso(today, -60)], type: 'table' })
    ).json() as RefereeRosterReply;
    const b = (
      await roster({ season: k.seasonId, roster: [addDaysIso(today, -60), addDaysIso(today, 60)], type: 'table' })
    ).json() as RefereeRosterReply;
    expect(a.data.roster).toEqual([addDaysIso(today, -60), addDaysIso(today, 60)]);
    expect(a.data).toEqual(b.data);
    expect(a.data.my_roster.map((i) => i.member_type_name)).toContain('Scorer');
  });

  it('refuses a roster type outside access_ref, an unknown season and bad input with field errors', async () => {
    await k.t.database.db.execute(
      "delete from referee_access where roster_type = 'table' and member_id = (select id from members where username = 'referee01')",
    );
    const res = await roster({ season: 999999, roster: [today, today], type: 'table' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ season: 'No such season', type: 'You may not see this roster type' });
    await k.t.database.db.execute(
      "insert into referee_access select id, 'table' from members where username = 'referee01'",
    );
    for (const body of [
      {},
      { season: 'x', roster: ['2026-02-30', '01/03/2026'], type: 'boss' },
      { season: k.seasonId, roster: [today], type: 'referee' },
    ]) {
      const bad = await roster(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json().errors ?? {}).length, bad.body).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/referee/roster/:id/calendar.ics', () => {
  it("is the member's own game as text/calendar, 45 minutes at its Australia/Sydney time; another's is 404", async () => {
    const { data } = (
      await roster({ season: k.seasonId, roster: [today, addDaysIso(today, 30)], type: 'referee' })
    ).json() as RefereeRosterReply;
    const mine = data.my_roster[0]!;
    const res = await k.get(`/api/referee/roster/${mine.id}/calendar.ics`, k.as.referee01);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!);
    const sydney = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Australia/Sydney',
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(d);
    expect(sydney(event.startDate.toJSDate())).toBe(`${mine.gs_date}, ${mine.gs_time}`);
    expect((event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000).toBe(45);
    expect(event.summary).toBe(`Referee 1: ${mine.team_a} vs ${mine.team_b}`);
    const other = data.full_roster.find((i) => i.member_name !== mine.member_name)!;
    expect((await k.get(`/api/referee/roster/${other.id}/calendar.ics`, k.as.referee01)).statusCode).toBe(404);
  });
});
