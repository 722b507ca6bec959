import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ResultReply } from '@portal/domain/competition/competition.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { bumpVersions, readVersions } from '../platform/cache-versions.repo';
import { openPostgres, type Db } from '../platform/db';
import { shareKeptAnswers, versionsOf } from '../platform/kept-answers';
import { writeCompetition } from './competition-writes';
import { pointsAdjustments } from './competition.tables';
import { divisionScope } from './public-cache';

// The one write path (writeCompetition) and the cross-process version check (platform/kept-versions.ts) keep public
// answers fresh.

let t: TestApp;
let divisionIds: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionIds = Object.fromEntries(divs.map((d) => [d.division_name, d.division_id]));
});
afterAll(async () => {
  await t.close();
});

const ladder = async (divisionId: number) => {
  const res = await t.request({ method: 'GET', url: `/api/draw/result?division_id=${divisionId}` });
  return { etag: String(res.headers.etag), data: (res.json() as ResultReply).data };
};

describe('writeCompetition', () => {
  it('makes the next answer of the touched division fresh and leaves the others cached', async () => {
    const juniors = divisionIds['U14 Boys']!;
    const before = await ladder(juniors);
    const women = await ladder(divisionIds["Women's Open"]!);
    const last = before.data.divisionResult[5]!;
    await writeCompetition({ db: t.database.db }, async (tx, touch) => {
      await tx.insert(pointsAdjustments).values({ teamId: last.team_id, points: 50, reason: 'test' });
      touch.division(juniors);
    });
    const after = await ladder(juniors);
    expect(after.data.divisionResult[0]).toMatchObject({ team_id: last.team_id });
    expect(after.data.adjustTeams[String(last.team_id)]).toBe(50);
    expect(after.etag).not.toBe(before.etag);
    expect((await ladder(divisionIds["Women's Open"]!)).etag).toBe(women.etag);
  });

  it('changes nothing, cached or stored, when the write fails', async () => {
    const men = divisionIds["Men's A Grade"]!;
    const before = await ladder(men);
    await expect(
      writeCompetition({ db: t.database.db }, async (tx, touch) => {
        await tx
          .insert(pointsAdjustments)
          .values({ teamId: before.data.divisionResult[0]!.team_id, points: -40, reason: 'rolled back' });
        touch.division(men);
        throw new Error('scorer cancelled');
      }),
    ).rejects.toThrow('scorer cancelled');
    expect((await ladder(men)).data).toEqual(before.data);
  });

  it('counts the touched scopes in cache_versions for other processes', async () => {
    const mixed = divisionIds['Mixed Social']!;
    const version = async () =>
      (await readVersions(t.database.db)).find((v) => v.scope === divisionScope(mixed))?.version ?? 0;
    const before = await version();
    await writeCompetition({ db: t.database.db }, async (_tx, touch) => {
      touch.division(mixed);
    });
    expect(await version()).toBe(before + 1);
  });
});

/**
 * Another process: on PostgreSQL a handle of its own (this process's pool tells its kept answers of its own writes,
 * decision 348, which is not what is tested here), opened before the test's reads so its write is quick; PGlite is one
 * process, whose handle tells nothing.
 */
async function anotherProcess(db: Db) {
  const url = process.env.TEST_DATABASE_URL;
  const other = url ? await openPostgres(url) : null;
  return {
    write: (fn: Parameters<Db['transaction']>[0]) => (other?.db ?? db).transaction(fn),
    close: async () => other?.close(),
  };
}

describe('several processes on one database', () => {
  it("drops an answer once the version check sees another process's change", async () => {
    const mixed = divisionIds['Mixed Social']!;
    // as openPostgres does (its answers now follow cache_versions), on a stopped clock: the test reads the counters itself
    shareKeptAnswers(t.database.db, () => 0);
    // and deaf to this app's own background workers, whose writes through its pool would make the next read check the
    // counters at once (decision 348, which the test below shows): here only the explicit poll reads them
    const ownWrites = vi.spyOn(versionsOf(t.database.db), 'wrote').mockImplementation(() => undefined);
    onTestFinished(() => ownWrites.mockRestore());
    await versionsOf(t.database.db).poll(); // this process's first read of the counters
    const before = await ladder(mixed);
    const team = before.data.divisionResult[9]!;
    // another process's writeCompetition: the change and its counter, committed, without touching this process's cache
    const other = await anotherProcess(t.database.db);
    await other.write(async (tx) => {
      await tx.insert(pointsAdjustments).values({ teamId: team.team_id, points: 60, reason: 'other process' });
      await bumpVersions(tx, [divisionScope(mixed)]);
    });
    await other.close();
    expect((await ladder(mixed)).etag).toBe(before.etag); // still the cached answer
    await versionsOf(t.database.db).poll();
    expect((await ladder(mixed)).data.divisionResult[0]).toMatchObject({ team_id: team.team_id });
  });

  it("a portal on a shared database sees another process's change within about a second, by itself", async () => {
    // its kept answers shared as openPostgres shares a PostgreSQL handle's: public reads then check the counters
    const shared = await buildTestApp();
    shareKeptAnswers(shared.database.db);
    const other = await anotherProcess(shared.database.db);
    try {
      const seasonId = (await shared.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
      const divs = (await shared.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json()
        .data as { division_id: number; division_name: string }[];
      const women = divs.find((d) => d.division_name === "Women's Open")!.division_id;
      const read = async () =>
        ((await shared.request({ method: 'GET', url: `/api/draw/result?division_id=${women}` })).json() as ResultReply)
          .data;
      const team = (await read()).divisionResult[6]!;
      await other.write(async (tx) => {
        await tx.insert(pointsAdjustments).values({ teamId: team.team_id, points: 70, reason: 'other process' });
        await bumpVersions(tx, [divisionScope(women)]);
      });
      // (that the answer is kept until the next check is the test above's, on a stopped clock: here this server's own
      // background workers write, and each of its writes makes the next kept answer check the counts, decision 348)
      await expect
        .poll(async () => (await read()).divisionResult[0]!.team_id, { timeout: 4000, interval: 250 })
        .toBe(team.team_id);
    } finally {
      await other.close();
      await shared.close();
    }
  });
});
