import { describe, expect, it } from 'vitest';
import { openingDay } from './opening-day';

const day = (date: string, venue_id: number, decided = 0) => ({
  date,
  venue_id,
  venue: `Venue ${venue_id}`,
  games: 4,
  decided,
});
const DAYS = [day('2026-11-28', 1, 4), day('2026-12-05', 1, 4), day('2026-12-05', 2, 1), day('2026-12-12', 1)];

describe('openingDay', () => {
  it.each([
    ['today, the first venue with games to score', '2026-12-05', DAYS[2]],
    ['the next game day when there is none today', '2026-12-06', DAYS[3]],
    ['the last game day once the season is over', '2027-01-01', DAYS[3]],
  ])('%s', (_, today, expected) => expect(openingDay(DAYS, today)).toEqual(expected));

  it("today's first venue when every game of the day is scored", () => {
    expect(openingDay([day('2026-12-05', 1, 4), day('2026-12-05', 2, 4)], '2026-12-05')?.venue_id).toBe(1);
  });

  it('nothing without game days', () => expect(openingDay([], '2026-12-05')).toBeUndefined());
});
