import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, slotsOfDay, type CourtSlots } from './court-slots';
import { generateFixture } from './fixture-generator';
import { weekdayOf } from './playing-dates';
import { allocateSlots, type GameRequest, type PlacedGame } from './slot-allocator';

// Properties of the slot allocator (docs/decisions/176-fixtures-and-slots.md) over random courts and fixtures.

const times = fc.uniqueArray(
  fc
    .integer({ min: 8 * 4, max: 22 * 4 })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`),
  { minLength: 1, maxLength: 6 },
);
const court = fc.record({
  court: fc.integer({ min: 1, max: 4 }),
  weekday: fc.constantFrom(3, 6),
  starts: times,
  minutes: fc.constantFrom(40, 60, 90),
});
const courts = fc.array(court, { maxLength: 6 });

/** Games of one or two divisions' fixtures (2 to 20 teams), on Wednesdays or Saturdays. */
const requests = fc
  .tuple(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 0, max: 12 }), fc.constantFrom(3, 6), fc.boolean())
  .map(([n, m, weekday, dup]) => {
    const games: GameRequest[] = [];
    for (const [div, size] of [
      [1, n],
      [2, m],
    ] as const) {
      if (size < 2) continue;
      const f = generateFixture({
        teams: Array.from({ length: size }, (_, i) => div * 100 + i),
        legs: 1,
        from: '2026-03-01',
        to: '2026-12-31',
        weekday,
      });
      for (const r of f.rounds)
        r.games.forEach((g, i) => games.push({ key: `${div}:${r.round}:${i}`, date: r.date!, ...g }));
    }
    if (dup && games[0]) games.push({ ...games[0], key: 'again' }); // the same teams twice on one day
    return games;
  });

const fixedGames = (games: readonly GameRequest[]): PlacedGame[] =>
  games.slice(0, 1).map((g) => ({
    key: 'fixed',
    date: g.date,
    home: g.home,
    away: 999,
    court: 1,
    venue: null,
    start: '19:00',
    end: '20:00',
  }));

function noClash(all: readonly PlacedGame[]): void {
  const clashes: string[] = [];
  const byDate = new Map<string, PlacedGame[]>();
  for (const g of all) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  for (const [date, games] of byDate) {
    for (const [i, a] of games.entries()) {
      for (const b of games.slice(i + 1)) {
        if (a.court === b.court && overlaps(a, b))
          clashes.push(`court ${a.court} twice on ${date} (${a.start}, ${b.start})`);
        if ([a.home, a.away].some((t) => t === b.home || t === b.away))
          clashes.push(`a team of ${a.key} twice on ${date}`);
      }
    }
  }
  expect(clashes).toEqual([]);
}

// A property runs 100 cases; on a busy 2-core machine that can pass vitest's 5 s default.
const PROPERTY_TIMEOUT = 60_000;

describe('allocateSlots', () => {
  it(
    'never uses a court twice at one time nor a team twice on one day, and accounts for every game',
    () => {
      fc.assert(
        fc.property(courts, requests, fc.boolean(), (cs, games, withFixed) => {
          const fixed = withFixed ? fixedGames(games) : [];
          const { placed, unplaced } = allocateSlots({ courts: cs, games, fixed });
          noClash([...fixed, ...placed]);
          expect([...placed, ...unplaced].map((g) => g.key).sort()).toEqual(games.map((g) => g.key).sort());
          for (const p of placed) {
            expect(
              slotsOfDay(p.date, cs).some((s) => s.court === p.court && s.start === p.start && s.end === p.end),
            ).toBe(true);
          }
          for (const u of unplaced) {
            const slotsThatDay = cs.some((c) => c.weekday === weekdayOf(u.date));
            if (u.reason === 'no_slots_that_day') expect(slotsThatDay).toBe(false);
            if (u.reason === 'no_free_slot') expect(slotsThatDay).toBe(true);
          }
          expect(unplaced.filter((u) => u.key === 'again').map((u) => u.reason)).toEqual(
            games.some((g) => g.key === 'again') ? ['team_already_playing'] : [],
          );
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'places every game when each day has enough slots',
    () => {
      fc.assert(
        fc.property(requests, (games) => {
          const many: CourtSlots[] = [1, 2, 3, 4, 5].flatMap((c) =>
            [3, 6].map((weekday) => ({ court: c, weekday, starts: ['09:00', '10:00', '11:00', '12:00'], minutes: 60 })),
          );
          const { placed, unplaced } = allocateSlots({ courts: many, games: games.filter((g) => g.key !== 'again') });
          expect(unplaced).toEqual([]);
          noClash(placed);
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('leaves out the later games when slots run short, and says which court rule stopped a game', () => {
    const one: CourtSlots[] = [{ court: 1, weekday: 6, starts: ['09:00'], minutes: 60 }];
    const games: GameRequest[] = [
      { key: 'a', date: '2026-03-07', home: 1, away: 2 },
      { key: 'b', date: '2026-03-07', home: 3, away: 4 },
      { key: 'c', date: '2026-03-07', home: 5, away: 6, courts: [2] },
      { key: 'd', date: '2026-03-08', home: 1, away: 2 },
    ];
    const { placed, unplaced } = allocateSlots({ courts: one, games, busy: [] });
    expect(placed.map((p) => p.key)).toEqual(['a']);
    expect(unplaced.map((u) => [u.key, u.reason])).toEqual([
      ['b', 'no_free_slot'],
      ['c', 'no_allowed_court'],
      ['d', 'no_slots_that_day'],
    ]);
  });

  it('does not offer a time a court is busy (a hire, a block)', () => {
    const one: CourtSlots[] = [{ court: 1, weekday: 6, starts: ['09:00', '10:00'], minutes: 60 }];
    const games: GameRequest[] = [
      { key: 'a', date: '2026-03-07', home: 1, away: 2 },
      { key: 'b', date: '2026-03-07', home: 3, away: 4 },
    ];
    const { placed, unplaced } = allocateSlots({
      courts: one,
      games,
      busy: [{ court: 1, date: '2026-03-07', start: '09:30', end: '09:45' }],
    });
    expect(placed.map((p) => [p.key, p.start])).toEqual([['a', '10:00']]);
    expect(unplaced.map((u) => u.reason)).toEqual(['no_free_slot']);
  });

  // Four teams in two slots cannot avoid it: an exhaustive search over the 2^6 orders of a double round robin finds
  // none where no team has three games in a row in one slot. From six teams (three slots) on, orders exist.
  it(
    'evens out early and late games and never gives a team three in a row in one time position where slots allow',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 6, max: 20 }).filter((n) => n % 2 === 0),
          (n) => {
            const f = generateFixture({
              teams: Array.from({ length: n }, (_, i) => i + 1),
              legs: 2,
              from: '2026-03-01',
              to: '2027-12-31',
              weekday: 6,
            });
            const starts = Array.from({ length: n / 2 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
            const games = f.rounds.flatMap((r) =>
              r.games.map((g, i) => ({ key: `${r.round}:${i}`, date: r.date!, ...g })),
            );
            const { placed } = allocateSlots({ courts: [{ court: 1, weekday: 6, starts, minutes: 60 }], games });
            for (let t = 1; t <= n; t++) {
              const mine = placed
                .filter((p) => p.home === t || p.away === t)
                .sort((a, b) => a.date.localeCompare(b.date))
                .map((p) => starts.indexOf(p.start));
              expect(
                mine.some((x, i) => i >= 2 && x === mine[i - 1] && x === mine[i - 2]),
                `team ${t}: ${mine}`,
              ).toBe(false);
              const lean = mine.reduce((s, x) => s + x / (starts.length - 1) - 0.5, 0);
              expect(Math.abs(lean), `team ${t}: ${mine}`).toBeLessThanOrEqual(1.5);
            }
          },
        ),
        { numRuns: 8 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
