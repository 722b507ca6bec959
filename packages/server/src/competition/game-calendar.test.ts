import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawGame, DrawReply } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// spec 001 §2 'Add to Apple Calendar': our GET /api/draw/games/:id/calendar.ics.

let t: TestApp;
let juniors: DrawReply['data'];
let women: DrawReply['data'];
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://portal.hkbna.example' });
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  const drawOf = async (name: string) => {
    const id = divs.find((d) => d.division_name === name)!.division_id;
    return (await t.request({ method: 'GET', url: `/api/draw?division_id=${id}` })).json().data as DrawReply['data'];
  };
  juniors = await drawOf('U14 Boys');
  women = await drawOf("Women's Open"); // 7 teams: a bye every round
});
afterAll(async () => {
  await t.close();
});

const ics = (game: DrawGame) => t.request({ method: 'GET', url: `/api/draw/games/${game.game}/calendar.ics` });

describe('GET /api/draw/games/:id/calendar.ics', () => {
  it('downloads a valid iCalendar event in Australia/Sydney titled "{association} - Games"', async () => {
    const game = juniors.divisionDraw[11]!.games[0]!;
    const res = await ics(game);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="game-${game.game}.ics"`);
    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    // RFC 5545: a globally unique UID, a DTSTAMP, and start/end either in UTC (Z) or with a TZID
    expect(event.uid).toBe(`game-${game.game}@portal.hkbna.example`);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(res.body).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
    expect(res.body).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m);
    expect(event.summary).toBe(`${t.config.site.associationName} - Games`);
    expect(event.location).toBe('Galston Recreation Centre, 10 Arcadia Road, GALSTON, NSW 2159');
    expect(event.description).toContain(game.match);
    const sydney = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Australia/Sydney',
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(d);
    expect(sydney(event.startDate.toJSDate())).toBe(`${game.date_time_from.slice(0, 10)}, 09:00`);
    expect(sydney(event.endDate.toJSDate())).toBe(`${game.date_time_from.slice(0, 10)}, 09:50`);
  });

  it('answers 404 for an unknown game', async () => {
    expect((await t.request({ method: 'GET', url: '/api/draw/games/999999/calendar.ics' })).statusCode).toBe(404);
  });

  it('answers 404 for games that offer no calendar link: scored, a bye, on an excluded date', async () => {
    const regular = juniors.divisionDraw.flatMap((r) => r.games);
    const scored = regular.find((g) => g.scored)!;
    const bye = women.divisionDraw.at(-1)!.games.find((g) => g.bye !== '')!; // unscored round, still no event
    const excluded = regular.find((g) => g.excluded_dates)!;
    for (const game of [scored, bye, excluded]) {
      const res = await ics(game);
      expect(res.statusCode, game.match).toBe(404);
      expect(res.json().message).toBe('This game has no calendar event: it is scored, a bye, or on an excluded date');
    }
  });
});
