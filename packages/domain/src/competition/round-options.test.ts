import { describe, expect, it } from 'vitest';
import type { DrawReply } from './competition.contract';
import { drawGame } from './draw.fixture';
import { offersCalendar, roundOptions, visibleDraw } from './round-options';
import { googleCalendarUrl, localToInstant } from '../shared/calendar';
import { gameEvent } from './calendar-links';
import { displayGameDate } from './game-date';

const game = drawGame;
const draw: DrawReply['data'] = {
  divisionDraw: [
    { round: 1, games: [game(1, 'Ants', 'Bees'), game(2, 'Cats', 'Dogs')] },
    { round: 2, games: [game(3, 'Ants', 'Cats')] },
  ],
  finalSeries: { Semi_Final: [], Final: [game(9, 'Ants', 'Dogs')], Grand_Final: [] },
};

describe('roundOptions', () => {
  it('lists All Rounds, 1..n, and only the non-empty finals', () => {
    expect(roundOptions(draw).map((o) => o.label)).toEqual(['All Rounds', '1', '2', 'Final']);
  });
});

describe('visibleDraw', () => {
  it('shows one round when chosen, without finals', () => {
    const v = visibleDraw(draw, '2', null);
    expect(v.rounds.map((r) => r.round)).toEqual([2]);
    expect(v.finals).toEqual([]);
  });
  it('forces All Rounds when a team is selected and keeps only its games', () => {
    const v = visibleDraw(draw, '2', 'Dogs');
    expect(v.rounds.map((r) => r.games.map((g) => g.game))).toEqual([[2]]);
    expect(v.finals.map((f) => f.heading)).toEqual(['Finals']);
  });
  it("keeps a team's byes but not the games it only does duty for", () => {
    const withDuty: DrawReply['data'] = {
      divisionDraw: [
        {
          round: 1,
          games: [game(1, 'Ants', 'Bees', { duty: 'Eels' }), game(2, '', '', { bye: 'Eels', match: 'Eels' })],
        },
      ],
      finalSeries: { Semi_Final: [], Final: [], Grand_Final: [] },
    };
    expect(visibleDraw(withDuty, 'all', 'Eels').rounds.map((r) => r.games.map((g) => g.game))).toEqual([[2]]);
  });
});

describe('displayGameDate', () => {
  it.each([
    ['14-03-2026', 'Sat 14/03/2026'],
    ['01-01-2027', 'Fri 01/01/2027'],
    ['29-02-2028', 'Tue 29/02/2028'],
    ['TBA', 'TBA'],
  ])('%s → %s', (api, shown) => {
    expect(displayGameDate(api)).toBe(shown);
  });
});

describe('calendar links', () => {
  it('offers calendar links only for unscored games not on excluded dates', () => {
    expect(offersCalendar(game(1, 'A', 'B'))).toBe(true);
    expect(offersCalendar(game(1, 'A', 'B', { scored: true }))).toBe(false);
    expect(offersCalendar(game(1, 'A', 'B', { excluded_dates: true }))).toBe(false);
  });
  it('builds a Google template link in Australia/Sydney titled "{client} - Games"', () => {
    const [base, query = ''] = googleCalendarUrl(gameEvent(game(7, 'Ants', 'Bees'), 'HKBNA', 'Australia/Sydney')).split(
      '?',
    );
    expect(base).toBe('https://calendar.google.com/calendar/render');
    const params = Object.fromEntries(query.split('&').map((kv) => kv.split('=').map(decodeURIComponent)));
    expect(params).toMatchObject({
      action: 'TEMPLATE',
      text: 'HKBNA - Games',
      dates: '20260314T090000/20260314T100000',
      ctz: 'Australia/Sydney',
      location: 'Valley Stadium, 1 Main Rd, HORNSBY, NSW 2077',
    });
  });
  it('gives the event a globally unique UID: game id at the portal host', () => {
    expect(gameEvent(game(202, 'A', 'B'), 'HKBNA', 'Australia/Sydney', 'portal.hkbna.org.au').uid).toBe(
      'game-202@portal.hkbna.org.au',
    );
  });
  it('turns Sydney wall times into instants across daylight saving', () => {
    expect(localToInstant('2026-01-10T09:00:00', 'Australia/Sydney').toISOString()).toBe('2026-01-09T22:00:00.000Z');
    expect(localToInstant('2026-06-13T18:30:00', 'Australia/Sydney').toISOString()).toBe('2026-06-13T08:30:00.000Z');
  });
});
