import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { readVersions } from '../platform/cache-versions.repo';
import { keptAnswers, type KeptKind } from '../platform/kept-answers';
import { inStep } from './order-kinds';

// A step's `changed` (platform/kept-writes.ts): the kept answers a handler changes are counted in the step's own
// transaction and dropped on this server only once it has committed; a rolled-back step changes neither.

const KIND: KeptKind<number> = { name: 'test answers', max: 10, ttlMs: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('inStep', () => {
  it('drops what a step changed once it has committed, never before, and counts it for other servers', async () => {
    const db = t.database.db;
    let builds = 0;
    const read = () => keptAnswers(db, KIND).get('lists', 'test-area', async () => ++builds);
    const count = async () => (await readVersions(db)).find((v) => v.scope === 'test-area')?.version ?? 0;
    expect(await read()).toBe(1);
    let inside: number | undefined;
    await inStep(db, t.config, new Date(), async (_tx, step) => {
      step.changed('test-area');
      inside = await read(); // before the commit: a rebuild here would read the old rows and keep them as new
    });
    expect(inside).toBe(1);
    expect(await read()).toBe(2);
    expect(await count()).toBe(1);

    await expect(
      inStep(db, t.config, new Date(), async (_tx, step) => {
        step.changed('test-area');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await read()).toBe(2);
    expect(await count()).toBe(1);
  });
});
