import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import * as repo from './queue.repo';

// Where a visitor stands is read in one statement: let in, or their place among the live places, never neither
// (docs/decisions/346). Read apart, another server's admission committed between the two reads answered place 0
// (three of 23,037 polls of a registration-day run on 7 December, as 500s).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a visitor's standing", () => {
  it('is inside once admitted, else 1 + the live places ahead; a lapsed place ahead does not count', async () => {
    const db = t.database.db;
    const now = new Date();
    const later = new Date(now.getTime() + 60_000);
    const visitor = (name: string, expiresAt = later) =>
      repo.insertVisitor(db, {
        tokenHash: `standing-${name}-${now.getTime()}`,
        destination: '/register',
        now,
        admitted: false,
        expiresAt,
      });
    const lapsed = await visitor('lapsed', new Date(now.getTime() - 1));
    const [a, b, c] = [await visitor('a'), await visitor('b'), await visitor('c')];
    expect(await repo.standingOf(db, lapsed.id, now)).toEqual({ admitted: false, place: 0 });
    expect(await repo.standingOf(db, c.id, now)).toEqual({ admitted: false, place: 3 });

    // the first in line let in (as another server would): the next reads find a inside and b, c moved up
    expect(await repo.admitFirst(db, 1, now, later)).toBe(1);
    expect(await repo.standingOf(db, a.id, now)).toEqual({ admitted: true, place: 0 });
    expect(await repo.standingOf(db, b.id, now)).toEqual({ admitted: false, place: 1 });
    expect(await repo.standingOf(db, c.id, now)).toEqual({ admitted: false, place: 2 });
    expect(await repo.standingOf(db, 2_000_000_000, now)).toBeNull();
  });
});
