import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateMemory, newMemoryPglite, wrapPglite, type Db } from './db';
import { keptAnswers, shareKeptAnswers, versionsOf, type KeptKind } from './kept-answers';
import { dropKept, writeKept } from './kept-writes';

// The one way answers are kept (docs/decisions/169-kept-answers.md): bound, time-to-live, an earlier end per value,
// scopes and areas, one set per database handle, and two handles on one database that see each other's writes.
// The stamp rule (a build begun before a drop is neither kept nor handed on) is tested in competition/public-cache.test.ts.

const kind = (over: Partial<KeptKind<string>> = {}): KeptKind<string> => ({
  name: 'test',
  max: 100,
  ttlMs: 1000,
  ...over,
});
const counter = () => {
  let n = 0;
  return async () => `build ${++n}`;
};

describe('KeptAnswers', () => {
  it('lets the least recently used value go past its bound, and keeps the one just used', async () => {
    const answers = keptAnswers({}, kind({ max: 2 }));
    const make = counter();
    expect(await answers.get('a', 'x', make)).toBe('build 1');
    expect(await answers.get('b', 'x', make)).toBe('build 2');
    expect(await answers.get('a', 'x', make)).toBe('build 1'); // a hit: a is now the most recently used
    expect(await answers.get('c', 'x', make)).toBe('build 3'); // pushes out b
    expect(answers.size).toBe(2);
    expect(await answers.get('a', 'x', make)).toBe('build 1');
    expect(await answers.get('b', 'x', make)).toBe('build 4');
  });

  it('keeps a value for its time-to-live, or until the earlier end its kind gives it, or not at all', async () => {
    const ttl = keptAnswers({}, kind({ ttlMs: 1000 }));
    const make = counter();
    expect(await ttl.get('k', 'x', make, 0)).toBe('build 1');
    expect(await ttl.get('k', 'x', make, 999)).toBe('build 1');
    expect(await ttl.get('k', 'x', make, 1000)).toBe('build 2');

    // a token's expiry: 'first' ends at 500, 'none' is not kept, others live out their time-to-live
    const until = keptAnswers(
      {},
      kind({ ttlMs: 1000, keepUntil: (v) => (v === 'none' ? null : v === 'first' ? 500 : Infinity) }),
    );
    expect(await until.get('k', 'x', async () => 'first', 0)).toBe('first');
    expect(await until.get('k', 'x', async () => 'second', 499)).toBe('first');
    expect(await until.get('k', 'x', async () => 'none', 500)).toBe('none');
    expect(await until.get('k', 'x', async () => 'third', 501)).toBe('third');
    expect(await until.get('k', 'x', async () => 'fourth', 1500)).toBe('third');
  });

  it('drops the answers of a dropped scope; an area drops its parts, and an answer of the area depends on every part', async () => {
    const db = {};
    const answers = keptAnswers(db, kind());
    const make = counter();
    const read = async () => [
      await answers.get('one', 'area:one', make),
      await answers.get('two', 'area:two', make),
      await answers.get('all', 'area', make),
      await answers.get('other', 'other', make),
    ];
    expect(await read()).toEqual(['build 1', 'build 2', 'build 3', 'build 4']);
    dropKept(db, ['area:one']);
    expect(await read()).toEqual(['build 5', 'build 2', 'build 6', 'build 4']);
    dropKept(db, ['area']);
    expect(await read()).toEqual(['build 7', 'build 8', 'build 9', 'build 4']);
  });

  it('answers at once what `make` gives at once, and keeps it', () => {
    const answers = keptAnswers({}, kind());
    expect(answers.get('k', 'x', () => 'now')).toBe('now');
    expect(answers.get('k', 'x', () => 'again')).toBe('now');
  });

  it('keeps one set per database handle: two apps on two handles never share answers', async () => {
    const k = kind();
    await keptAnswers({}, k).get('k', 'x', async () => 'first handle');
    expect(await keptAnswers({}, k).get('k', 'x', async () => 'second handle')).toBe('second handle');
  });
});

describe('the counts of a shared database', () => {
  /** A database whose cache_versions answers `rows`, or fails while `down`. */
  function fakeDb(rows: { scope: string; version: number }[]) {
    const db = {
      down: false,
      select: () => ({
        from: async () => {
          if (db.down) throw new Error('connection refused');
          return rows;
        },
      }),
    };
    return db;
  }

  it('records the first read; after a failed first read, drops with every scope the next read finds', async () => {
    const db = fakeDb([{ scope: 'store', version: 3 }]);
    shareKeptAnswers(db as never);
    const lists = keptAnswers(db, kind());
    const make = counter();
    expect(await lists.get('k', 'store', make)).toBe('build 1');
    await versionsOf(db).poll();
    expect(await lists.get('k', 'store', make)).toBe('build 1'); // the same count: nothing moved

    const blind = fakeDb([{ scope: 'store', version: 3 }]);
    blind.down = true;
    shareKeptAnswers(blind as never);
    const other = keptAnswers(blind, kind());
    expect(await other.get('k', 'store', make)).toBe('build 2'); // answered all the same, the read failed
    blind.down = false;
    await versionsOf(blind).poll();
    expect(await other.get('k', 'store', make)).toBe('build 3'); // made unseen: dropped at the first good read
  });
});

describe('when a server reads the counts', () => {
  it('reads them once a second without making a request wait, and makes it wait when they are 2 s old', async () => {
    let clock = 0;
    const rows = [{ scope: 'store', version: 1 }];
    const db = { select: () => ({ from: async () => rows.map((r) => ({ ...r })) }) };
    shareKeptAnswers(db as never, () => clock);
    const lists = keptAnswers(db, kind({ ttlMs: 60_000 }));
    const make = counter();
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    expect(await lists.get('k', 'store', make)).toBe('build 1');
    rows[0]!.version = 2; // another server's sale
    clock = 500;
    expect(await lists.get('k', 'store', make)).toBe('build 1'); // the counts are half a second old
    clock = 1200;
    expect(lists.get('k', 'store', make)).toBe('build 1'); // a read starts, the request does not wait
    await settled();
    expect(await lists.get('k', 'store', make)).toBe('build 2');
    rows[0]!.version = 3;
    clock = 3300; // a quiet spell: the counts are 2.1 s old
    expect(await lists.get('k', 'store', make)).toBe('build 3');
  });
});

describe('two handles on one database, as two servers on one PostgreSQL', () => {
  const client = newMemoryPglite();
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    await migrateMemory(client);
    a = wrapPglite(client).db;
    b = wrapPglite(client).db;
    // a stopped clock: after its first, each handle reads the counts only when the test says so
    shareKeptAnswers(a, () => 0);
    shareKeptAnswers(b, () => 0);
  });
  afterAll(async () => {
    await client.close();
  });

  it("drops on the other handle what one handle's write changed, at its next read of the counts, and not again here", async () => {
    const k = kind({ ttlMs: 60_000 });
    const makeA = counter();
    const makeB = counter();
    expect(await keptAnswers(a, k).get('list', 'store', makeA)).toBe('build 1'); // the first use waits for the first read
    expect(await keptAnswers(b, k).get('list', 'store', makeB)).toBe('build 1');
    await writeKept(a, async (_tx, changed) => {
      changed('store');
    });
    expect(await keptAnswers(a, k).get('list', 'store', makeA)).toBe('build 2'); // dropped here after the commit
    expect(await keptAnswers(b, k).get('list', 'store', makeB)).toBe('build 1'); // until b reads the counts
    await versionsOf(b).poll();
    await versionsOf(a).poll();
    expect(await keptAnswers(b, k).get('list', 'store', makeB)).toBe('build 2');
    expect(await keptAnswers(a, k).get('list', 'store', makeA)).toBe('build 2'); // its own count is no news to a
  });

  it('never makes a local kind (sign-in reads) wait for the counts, even before the first read of them', async () => {
    const fresh = wrapPglite(client).db;
    shareKeptAnswers(fresh);
    expect(keptAnswers(fresh, kind({ local: true })).get('k', 'sessions', () => 'at once')).toBe('at once');
    const counted = keptAnswers(fresh, kind()).get('k', 'store', () => 'after the first read');
    expect(counted).toBeInstanceOf(Promise);
    expect(await counted).toBe('after the first read');
  });
});
