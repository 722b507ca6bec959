import { describe, expect, it } from 'vitest';
import { publicSeason, publicSeasonFirst, type SeasonDates } from './public-season';

const TODAY = '2026-06-13'; // a Saturday of the winter season
const season = (id: number, startsOn: string, endsOn: string | null, active = true, archived = false): SeasonDates => ({
  id,
  active,
  archived,
  startsOn,
  endsOn,
});
const winter = season(1, '2026-04-25', '2026-09-12');
const summerNext = season(2, '2027-02-06', '2027-06-26', false);
const summerNextOn = { ...summerNext, active: true };
const lastYear = season(3, '2025-04-26', '2025-09-13', false, true);
const winterOff = { ...winter, active: false };

describe('publicSeason (decision 269)', () => {
  it.each([
    [
      'the active season under way, not the next one published (not active, later start)',
      [summerNext, winter, lastYear],
      TODAY,
      1,
    ],
    ['the season under way even when the next is switched on while it is played', [summerNextOn, winter], TODAY, 1],
    ['the next season once it is switched on and the last one has ended', [summerNextOn, winter], '2026-10-03', 2],
    ['the last season played until the next is switched on', [summerNext, winter], '2026-10-03', 1],
    ['the season under way by its dates when none is active', [summerNext, winterOff], TODAY, 1],
    ['an open-ended season (no last day) that has started', [summerNext, season(4, '2026-04-25', null)], TODAY, 4],
    ['among active seasons to come, the soonest', [season(5, '2027-09-01', null), summerNextOn], TODAY, 2],
    [
      'among active ended seasons, the latest start',
      [season(6, '2025-01-01', '2025-03-01'), season(7, '2025-05-01', '2025-08-01')],
      TODAY,
      7,
    ],
    ['the first day and the last day belong to the season', [summerNext, winter], '2026-09-12', 1],
  ])('%s', (_name, seasons, today, id) => {
    expect(publicSeason(seasons, today)?.id).toBe(id);
  });

  it('is none when every season is archived', () => {
    expect(publicSeason([lastYear], TODAY)).toBeNull();
    expect(publicSeason([], TODAY)).toBeNull();
  });
});

describe('publicSeasonFirst', () => {
  it('puts the season the public opens on first and keeps the others in their order', () => {
    expect(publicSeasonFirst([summerNext, winter, lastYear], TODAY).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(publicSeasonFirst([lastYear], TODAY).map((s) => s.id)).toEqual([3]);
  });
});
