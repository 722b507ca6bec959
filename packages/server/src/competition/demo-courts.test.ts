import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

// The demo's season courts agree with its games (issue 40 item 11): Galston's courts, where U14 Boys play on Sunday
// mornings, have game slots at those times, so the staff courts page no longer says "no game slots" for them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => new Date('2026-05-20T02:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

interface Unslotted {
  season: string;
  court: string;
  division: string;
  weekday: number;
  time: string;
}

describe('demo season courts', () => {
  it("every scheduled game at Galston sits in a game slot of its court (weekday 0 Sunday, the slot's start)", async () => {
    const res = await t.database.db.execute<Record<string, unknown>>(`
      select distinct se.name as season, c.name as court, d.name as division, extract(dow from g.date)::int as weekday, to_char(g.time_from, 'HH24:MI') as time
      from games g join courts c on c.id = g.court_id join venues v on v.id = c.venue_id
        join divisions d on d.id = g.division_id join seasons se on se.id = d.season_id
      where g.status = 'scheduled' and v.name = 'Galston Recreation Centre' and not exists (
        select 1 from court_game_slots s where s.court_id = c.id and s.weekday = extract(dow from g.date)
          and to_char(g.time_from, 'HH24:MI') = any(s.starts))
      order by 1, 2, 3, 4, 5`);
    const games = await t.database.db.execute<Record<string, unknown>>(`
      select count(*)::int as n from games g join courts c on c.id = g.court_id join venues v on v.id = c.venue_id
      where g.status = 'scheduled' and v.name = 'Galston Recreation Centre'`);
    const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
    expect(Number(rowsOf(games)[0]!.n)).toBeGreaterThan(0);
    expect(rowsOf(res) as unknown as Unslotted[]).toEqual([]);
  });
});
