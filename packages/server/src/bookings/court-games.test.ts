import { describe, expect, it } from 'vitest';
import { CARD, bookingsKit } from './bookings-test-kit';
import { gameSpan, sameCourtName, type CourtGame } from './court-games';

// A hire court and the season's court of its venue with its name (a part of a court: its full court's) are one court
// (docs/decisions/282, issue 40 item 11): the season's games show on the hire calendar, a booking over one is refused
// as taken (checkrules, paybooking), and the venue manager's courts page names the season court a hire court matches.
// On the demo data, Saturday 9 May 2026 at Hornsby: Women's Open at 13:00 on Courts 1 and 2 and 14:00 on Court 1,
// Mixed Social at 16:00 on Courts 1 to 3 and 17:00 on Courts 1 and 2, each 50 minutes.

const kit = bookingsKit();
const SATURDAY = '2026-05-09';
const SUNDAY = '2026-05-10';
const GALSTON = 'Galston Recreation Centre';
const court = (name: string) => kit.demo.courts.get(`Hornsby ${name}`)!;
const rulesBody = (name: string, start: string, end: string) => ({
  day: SATURDAY,
  start,
  end,
  space: court(name),
  sport: kit.demo.sports.get('Hornsby Basketball'),
  type: kit.demo.types.get('Hornsby Basketball Casual Hire'),
});
const TAKEN = 'This court is already booked for part of that time. Please choose another time or court.';

describe('one court by name', () => {
  it.each([
    ['Court 1', 'Court 1', true],
    ['court 1 ', ' Court 1', true],
    ['Court 1', 'Court 10', false],
    ['Court 1 North', 'Court 1', false],
  ])('%j and %j are the same court: %s', (a, b, same) => {
    expect(sameCourtName(a, b)).toBe(same);
  });

  it("a game's local date and times are instants in the association's zone", () => {
    const game = { date: SATURDAY, timeFrom: '13:00:00', timeTo: '13:50:00' } as CourtGame;
    const span = gameSpan(game, 'Australia/Sydney');
    expect([span.start.toISOString(), span.end.toISOString()]).toEqual([
      '2026-05-09T03:00:00.000Z',
      '2026-05-09T03:50:00.000Z',
    ]);
  });
});

describe("the season's games take their hire court", () => {
  it("Hornsby's Saturday calendar shows the games on Courts 1, 2 and 3 beside the bookings", async () => {
    const day = (await kit.get(`/api/booking/events/venue/${kit.demo.venues.get('Hornsby')}/day/${SATURDAY}`)).json()
      .data as {
      event_id: string;
      kind: string;
      type: string;
      start: string;
      end: string;
      court: string;
    }[];
    const games = day.filter((e) => e.event_id.startsWith('game-'));
    expect(games.map((e) => [e.kind, e.type, e.court, e.start.slice(11, 16), e.end.slice(11, 16)])).toEqual([
      ['event', "Women's Open game", 'Court 1', '13:00', '13:50'],
      ['event', "Women's Open game", 'Court 2', '13:00', '13:50'],
      ['event', "Women's Open game", 'Court 1', '14:00', '14:50'],
      ['event', 'Mixed Social game', 'Court 1', '16:00', '16:50'],
      ['event', 'Mixed Social game', 'Court 2', '16:00', '16:50'],
      ['event', 'Mixed Social game', 'Court 3', '16:00', '16:50'],
      ['event', 'Mixed Social game', 'Court 1', '17:00', '17:50'],
      ['event', 'Mixed Social game', 'Court 2', '17:00', '17:50'],
    ]);
  });

  it.each([
    ['over a game on its court', 'Court 1', '13:00', '14:00', 'error_collision'],
    ['ending in a game', 'Court 2', '15:30', '16:30', 'error_collision'],
    ['a half whose full court has a game', 'Court 1 South', '14:15', '15:15', 'error_collision'],
    ['a court no game is on then', 'Court 3', '17:00', '18:00', null],
    ['a half between two games', 'Court 1 South', '15:00', '16:00', null],
    ['touching a game end to start', 'Court 2', '14:00', '15:00', null],
  ])('checkrules: %s (%s %s-%s) is %s', async (_, name, start, end, key) => {
    const res = await kit.post('/api/booking/events/checkrules', rulesBody(name, start, end), 'member01');
    expect(res.statusCode, res.body).toBe(200);
    const { feedback, key: got } = res.json().data;
    expect(got).toBe(key);
    if (key) expect(feedback).toBe(TAKEN);
    else expect(feedback).toEqual(expect.any(Number));
  });

  it('paybooking refuses a court over a game as taken, before any card is read, and keeps nothing', async () => {
    const before = (await kit.captured()).length;
    const cart = kit.cart('Court 2', SATURDAY, '16:00', '17:00', 5000);
    const res = await kit.post('/api/booking/paybooking', { bookingCart: cart, cardData: CARD }, 'member01');
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([409, 'error_collision', TAKEN]);
    expect((await kit.captured()).length).toBe(before);
    const day = (await kit.get(`/api/booking/events/venue/${kit.demo.venues.get('Hornsby')}/day/${SATURDAY}`)).json()
      .data as { kind: string; court: string; start: string }[];
    expect(
      day.filter((e) => e.kind === 'booking' && e.court === 'Court 2' && e.start.slice(11, 16) === '16:00'),
    ).toEqual([]);
  });

  it("the venue manager's courts page names the season court each hire court's games are on, or none", async () => {
    const res = await kit.get(`/api/staff/venues/${kit.demo.venues.get('Hornsby')}/hire`, 'venue01');
    expect(res.statusCode, res.body).toBe(200);
    const seasonOf = new Map(
      (res.json().data.courts as { name: string; season_court: { name: string; games_ahead: number } | null }[]).map(
        (c) => [c.name, c.season_court],
      ),
    );
    for (const name of ['Court 1', 'Court 1 North', 'Court 1 South'])
      expect(seasonOf.get(name), name).toEqual({ name: 'Court 1', games_ahead: expect.any(Number) });
    expect(seasonOf.get('Court 1')!.games_ahead).toBeGreaterThan(5);
    expect(seasonOf.get('Court 3')).toEqual({ name: 'Court 3', games_ahead: expect.any(Number) });
    expect(seasonOf.get('Court 4')).toBeNull(); // the season has no Court 4 at Hornsby
  });
});

describe("Galston's hire courts", () => {
  it('a court added for hire where U14 Boys play on Sundays shows their games on its calendar', async () => {
    const venue = (await kit.get('/api/staff/venues', 'venue01'))
      .json()
      .data.find((v: { name: string }) => v.name === GALSTON);
    const added = await kit.post(
      `/api/staff/venues/${venue.id}/hire-courts`,
      { name: 'Court 1', layout: 'full' },
      'venue01',
    );
    expect(added.statusCode, added.body).toBe(200);
    const courtId = added.json().data.id as number;
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: true, opens: '08:00', closes: '20:00' }));
    const hours = await kit.post(`/api/staff/hire-courts/${courtId}/hours`, { hours: week }, 'venue01');
    expect(hours.statusCode, hours.body).toBe(200);

    const day = (await kit.get(`/api/booking/events/venue/${venue.id}/day/${SUNDAY}`)).json().data as {
      kind: string;
      type: string;
      start: string;
      court_id: number;
    }[];
    expect(day.filter((e) => e.court_id === courtId).map((e) => [e.type, e.start.slice(11, 16)])).toEqual([
      ['U14 Boys game', '09:00'],
      ['U14 Boys game', '10:00'],
    ]);
  });
});
