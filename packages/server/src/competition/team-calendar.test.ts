import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { teamCalendarFeedUrl } from '@portal/domain/competition/calendar-links';
import { buildTestApp, type TestApp } from '../../test/harness';
import { moveGame, recordForfeit, writeLeague } from './league.service';

// Our team calendar feed (docs/decisions/074-team-calendar-feed.md): GET /api/draw/teams/{id}.ics, read by ical.js.

let t: TestApp;
let divisionId: number;
let team: { team_id: number; team_name: string };
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionId = divs.find((d) => d.division_name === 'U14 Boys')!.division_id;
  const teams = (await t.request({ method: 'GET', url: `/api/draw/seasons/divisions/${divisionId}/teams` })).json()
    .data as (typeof team)[];
  team = teams.find((x) => x.team_name === 'Hornsby Hawks U14')!;
});
afterAll(async () => {
  await t.close();
});

const feed = async (id = team.team_id) => t.request({ method: 'GET', url: `/api/draw/teams/${id}.ics` });
const events = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
const sydney = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(d);
const teamGames = async () => {
  const draw = (await t.request({ method: 'GET', url: `/api/draw?division_id=${divisionId}` })).json()
    .data as DrawReply['data'];
  const all = [...draw.divisionDraw.flatMap((r) => r.games), ...Object.values(draw.finalSeries).flat()];
  return all.filter(
    (g: DrawGame) => (g.team_a_id === team.team_name || g.team_b_id === team.team_name) && !g.excluded_dates,
  );
};

describe('GET /api/draw/teams/:id.ics', () => {
  it('is text/calendar that ical.js reads, one event per game of the team at its Australia/Sydney time', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const expected = await teamGames();
    const list = events(res.body);
    expect(list.map(({ e }) => e.uid)).toEqual(expected.map((g) => `game-${g.game}@portal.hkbna.example`));
    for (const [i, { e, v }] of list.entries()) {
      const g = expected[i]!;
      expect(sydney(e.startDate.toJSDate())).toBe(
        `${g.date_time_from.slice(0, 10)}, ${g.date_time_from.slice(11, 16)}`,
      );
      expect(sydney(e.endDate.toJSDate())).toBe(`${g.date_time_to.slice(0, 10)}, ${g.date_time_to.slice(11, 16)}`);
      expect(e.summary).toBe(`${t.config.site.associationName} - Games`);
      expect(e.description).toContain(g.match);
      expect(v.getFirstPropertyValue('sequence')).toBe(0);
    }
    expect(list.length).toBe(11); // 12 rounds, less the Sunday excluded for the long weekend; finals teams not known yet
  });

  it('shows a rescheduled game at its new time at once, same UID, SEQUENCE bumped', async () => {
    const next = (await teamGames()).find((g) => !g.scored)!;
    expect(
      await writeLeague({ db: t.database.db }, (w) =>
        moveGame(w, next.game, { timeFrom: '11:30:00', timeTo: '12:20:00' }),
      ),
    ).toBe(true);
    const { e, v } = events((await feed()).body).find(({ e }) => e.uid === `game-${next.game}@portal.hkbna.example`)!;
    expect(sydney(e.startDate.toJSDate())).toBe(`${next.date_time_from.slice(0, 10)}, 11:30`);
    expect(v.getFirstPropertyValue('sequence')).toBe(1);
    expect(v.getFirstPropertyValue('last-modified')).toBeTruthy();
  });

  it('marks a forfeited game CANCELLED with a new SEQUENCE', async () => {
    const coming = (await teamGames()).filter((g) => !g.scored);
    const game = coming.at(-1)!;
    expect(
      await writeLeague({ db: t.database.db }, (w) =>
        recordForfeit(w, { gameId: game.game, teamId: team.team_id, kind: 'notified' }, new Date()),
      ),
    ).toBe(true);
    const { v } = events((await feed()).body).find(({ e }) => e.uid === `game-${game.game}@portal.hkbna.example`)!;
    expect(v.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(v.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('answers 404 for an unknown team, and its address is a webcal:// link', async () => {
    expect((await feed(999999)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/draw/teams/1e3.ics' })).statusCode).toBe(422);
    expect(teamCalendarFeedUrl('portal.hkbna.example', 12)).toBe('webcal://portal.hkbna.example/api/draw/teams/12.ics');
  });
});
