import { describe, expect, it } from 'vitest';
import { findClashes, type GameSlot } from './game-clash';

// The clash check of a game edit (docs/decisions/210-game-edits.md), one row per rule, with the texts as shown.

const c1 = { id: 1, name: 'Court 1' };
const c2 = { id: 2, name: 'Court 2' };
const ants = { id: 11, name: 'Ants' };
const bees = { id: 12, name: 'Bees' };
const cats = { id: 13, name: 'Cats' };
const dogs = { id: 14, name: 'Dogs' };
const ref = { id: 99, name: 'Rita Ref' };

const slot = (
  gameId: number,
  date: string,
  time: string,
  court: typeof c1 | null,
  teams: (typeof ants)[],
  referees: (typeof ref)[] = [],
): GameSlot => ({
  gameId,
  date,
  timeFrom: time,
  timeTo: `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:${time.slice(3, 5)}`,
  court,
  match: teams.map((t) => t.name).join(' vs '),
  teams,
  referees,
});

const other = slot(2, '2026-05-02', '10:00', c1, [cats, dogs], [ref]);

describe('findClashes', () => {
  it.each([
    [
      'a court twice at one time',
      slot(1, '2026-05-02', '10:30', c1, [ants, bees]),
      [['court', 'Court 1 is taken at 10:00 am by Cats vs Dogs.']],
    ],
    ['the same court just after', slot(1, '2026-05-02', '11:00', c1, [ants, bees]), []],
    ['another court at the same time', slot(1, '2026-05-02', '10:00', c2, [ants, bees]), []],
    ['the same court on another day', slot(1, '2026-05-09', '10:00', c1, [ants, bees]), []],
    [
      'a team twice on one day',
      slot(1, '2026-05-02', '15:00', c2, [ants, cats]),
      [['team', 'Cats already plays that day (Cats vs Dogs).']],
    ],
    ['a team on another day', slot(1, '2026-05-03', '10:00', c2, [ants, cats]), []],
    [
      'an assigned referee in two games at once',
      slot(1, '2026-05-02', '10:30', c2, [ants, bees], [ref]),
      [['referee', 'Rita Ref referees Cats vs Dogs at that time.']],
    ],
    ['the referee later that day', slot(1, '2026-05-02', '11:00', c2, [ants, bees], [ref]), []],
    [
      'everything at once',
      slot(1, '2026-05-02', '10:00:00', c1, [ants, dogs], [ref]),
      [
        ['court', 'Court 1 is taken at 10:00 am by Cats vs Dogs.'],
        ['team', 'Dogs already plays that day (Cats vs Dogs).'],
        ['referee', 'Rita Ref referees Cats vs Dogs at that time.'],
      ],
    ],
  ])('%s', (_name, edited, expected) => {
    expect(findClashes([edited], [other]).map((c) => [c.kind, c.message])).toEqual(expected);
  });

  it('leaves the edited games out of the others, and checks two swapped games against each other', () => {
    const a = slot(1, '2026-05-02', '10:00', c1, [ants, bees]);
    const b = slot(2, '2026-05-02', '10:00', c1, [cats, dogs]);
    expect(findClashes([a], [a, slot(1, '2026-05-02', '10:00', c1, [ants, bees])])).toEqual([]);
    expect(findClashes([a, b], [a, b])).toEqual([
      { kind: 'court', gameId: 1, otherGameId: 2, message: 'Court 1 is taken at 10:00 am by Cats vs Dogs.' },
    ]);
  });
});
