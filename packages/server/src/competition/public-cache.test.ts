import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dropKept } from '../platform/kept-writes';
import { ALL_SCOPE, cachedAnswer, cachedAnswerCount, divisionScope, MAX_ENTRIES, SEASONS_SCOPE } from './public-cache';

// Freshness after a write (dropKept: what writeCompetition does after its commit), the in-flight race, per-division
// invalidation, the LRU bound, and the reply kept beside its bytes.

const Reply = z.object({ data: z.string() });
const text = async (answer: ReturnType<typeof cachedAnswer>) =>
  JSON.parse((await answer).body.toString()).data as string;

function deferred() {
  let resolve!: (v: { data: string }) => void;
  const promise = new Promise<{ data: string }>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('public cache', () => {
  it('builds once, then serves the stored bytes until its division is invalidated', async () => {
    const db = {};
    let builds = 0;
    const build = async () => ({ data: `build ${++builds}` });
    expect(await text(cachedAnswer(db, 'draw:1', divisionScope(1), Reply, build))).toBe('build 1');
    expect(await text(cachedAnswer(db, 'draw:1', divisionScope(1), Reply, build))).toBe('build 1');
    dropKept(db, [divisionScope(2)]);
    dropKept(db, [SEASONS_SCOPE]);
    expect(await text(cachedAnswer(db, 'draw:1', divisionScope(1), Reply, build))).toBe('build 1');
    dropKept(db, [divisionScope(1)]);
    expect(await text(cachedAnswer(db, 'draw:1', divisionScope(1), Reply, build))).toBe('build 2');
    dropKept(db, [ALL_SCOPE]);
    expect(await text(cachedAnswer(db, 'draw:1', divisionScope(1), Reply, build))).toBe('build 3');
  });

  it('never hands a build that started before an invalidation to a request that came after it', async () => {
    const db = {};
    const old = deferred();
    const early = cachedAnswer(db, 'result:1', divisionScope(1), Reply, () => old.promise);
    // the writer commits and invalidates while the early build is still reading
    dropKept(db, [divisionScope(1)]);
    const late = cachedAnswer(db, 'result:1', divisionScope(1), Reply, async () => ({ data: 'new' }));
    old.resolve({ data: 'old' });
    expect(await text(early)).toBe('old'); // it asked before the change
    expect(await text(late)).toBe('new');
    expect(await text(cachedAnswer(db, 'result:1', divisionScope(1), Reply, async () => ({ data: 'rebuilt' })))).toBe(
      'new',
    );
  });

  it('does not store a build that finishes after an invalidation', async () => {
    const db = {};
    const old = deferred();
    const early = cachedAnswer(db, 'result:1', divisionScope(1), Reply, () => old.promise);
    dropKept(db, [divisionScope(1)]);
    old.resolve({ data: 'old' });
    await early;
    expect(await text(cachedAnswer(db, 'result:1', divisionScope(1), Reply, async () => ({ data: 'fresh' })))).toBe(
      'fresh',
    );
  });

  it('lets concurrent misses share one build', async () => {
    const db = {};
    const gate = deferred();
    let builds = 0;
    const build = () => {
      builds += 1;
      return gate.promise;
    };
    const both = [
      cachedAnswer(db, 'k', divisionScope(1), Reply, build),
      cachedAnswer(db, 'k', divisionScope(1), Reply, build),
    ];
    gate.resolve({ data: 'one' });
    expect(await Promise.all(both.map(text))).toEqual(['one', 'one']);
    expect(builds).toBe(1);
  });

  it('keeps the reply the schema gave beside its bytes, frozen, so the service need not parse the bytes again', async () => {
    const db = {};
    const answer = await cachedAnswer(db, 'k', divisionScope(1), Reply, async () => ({
      data: 'draw',
      extra: 'stripped',
    }));
    expect(answer.reply).toEqual({ data: 'draw' });
    expect(JSON.parse(answer.body.toString())).toEqual(answer.reply);
    expect(() => {
      (answer.reply as { data: string }).data = 'changed';
    }).toThrow(TypeError);
  });

  it('never caches a failed build', async () => {
    const db = {};
    await expect(
      cachedAnswer(db, 'k', divisionScope(1), Reply, async () => {
        throw new Error('404');
      }),
    ).rejects.toThrow('404');
    expect(cachedAnswerCount(db)).toBe(0);
    expect(await text(cachedAnswer(db, 'k', divisionScope(1), Reply, async () => ({ data: 'ok' })))).toBe('ok');
  });

  it(`evicts the least recently used answer past ${MAX_ENTRIES}, not everything`, async () => {
    const db = {};
    const build = (k: number) => async () => ({ data: `v${k}` });
    for (let k = 0; k < MAX_ENTRIES; k++) await cachedAnswer(db, `k${k}`, divisionScope(k), Reply, build(k));
    await cachedAnswer(db, 'k0', divisionScope(0), Reply, build(-1)); // a hit: k0 becomes the most recently used
    await cachedAnswer(db, 'extra', divisionScope(1), Reply, build(99));
    expect(cachedAnswerCount(db)).toBe(MAX_ENTRIES);
    expect(await text(cachedAnswer(db, 'k0', divisionScope(0), Reply, build(-2)))).toBe('v0'); // kept
    expect(await text(cachedAnswer(db, 'k1', divisionScope(1), Reply, build(-3)))).toBe('v-3'); // evicted, rebuilt
  });
});
