import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/member-rows';
import { importRound, runBatch } from './import-job';
import { imports } from './import.tables';

// The import job when servers stop and race (docs/decisions/299): a server that stops mid-import leaves its lease,
// and once it runs out another server carries on from the last committed batch; two runs of one import at once start
// it once; two servers' rounds at once write each person once. The races need a real PostgreSQL server
// (TEST_DATABASE_URL); the restart runs on either database.

const HEADER = 'Member Number,Profile ID,First Name,Last Name,Preferred Name,Date of Birth,Gender,Email';
const people = (n: number, tag: string) =>
  Array.from(
    { length: n },
    (_, i) => `,${tag}-${i},Person${i},${tag},,0${(i % 9) + 1}/0${(i % 9) + 1}/19${70 + (i % 30)},Female,`,
  );

function form(bytes: Buffer) {
  const b = '----race';
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="race.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${b}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

let t: TestApp;
let admin: string;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const count = async (tag: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from members where lastname = ${tag}`))[0]!.n;

async function planned(n: number, tag: string): Promise<number> {
  const bytes = Buffer.from([HEADER, ...people(n, tag)].join('\n') + '\n');
  const res = await t.request({ method: 'POST', url: '/api/staff/imports', token: admin, ...form(bytes) } as never);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.import.id as number;
}
const run = (id: number) =>
  t.request({ method: 'POST', url: `/api/staff/imports/${id}/run`, token: admin, payload: { decisions: [] } });
const status = async (id: number) =>
  (await q<{ status: string; done: number }>(sql`select status, done from imports where id = ${id}`))[0]!;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.asMember('admin01');
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('a server stopping mid-import', () => {
  it('leaves its batches; once its lease runs out another round carries on and writes each person once', async () => {
    const id = await planned(90, 'Restart');
    // server A takes the import (as its round would), writes one batch and stops; the app's own worker, on the real
    // clock, cannot take it within the lease either
    const start = new Date();
    const lease = new Date(start.getTime() + 60_000);
    await t.database.db.execute(
      sql`update imports set status = 'running', locked_by = 'server-a', locked_until = ${lease} where id = ${id}`,
    );
    const [stopped] = await t.database.db.select().from(imports).where(eq(imports.id, id));
    await runBatch({ db: t.database.db, now: () => start, batch: 30 }, stopped!, 'server-a');
    expect(await status(id)).toEqual({ status: 'running', done: 30 });
    expect(await count('Restart')).toBe(30);
    // while the lease holds, no other round takes the import
    expect(await importRound({ db: t.database.db, now: () => start, token: 'server-b', batch: 30 })).toBe(0);
    const later = new Date(start.getTime() + 61_000);
    expect(await importRound({ db: t.database.db, now: () => later, token: 'server-b', batch: 30 })).toBe(60);
    expect(await status(id)).toEqual({ status: 'done', done: 90 });
    expect(await count('Restart')).toBe(90);
    // the stopped server, back, finds its lease gone and writes nothing
    expect(await runBatch({ db: t.database.db, now: () => later }, stopped!, 'server-a')).toEqual({ outcome: 'lost' });
  });
});

describe('a batch that fails', () => {
  it('stops the import as failed with the error; its committed batches stay and undo removes them', async () => {
    const id = await planned(60, 'Failing');
    // a person the database refuses (a birth date that is not one), in the second batch
    await t.database.db.execute(sql`update import_people set person = jsonb_set(person, '{dob}', '"1990-02-31"')
      where import_id = ${id} and seq = 45`);
    const start = new Date();
    const lease = new Date(start.getTime() + 60_000);
    await t.database.db.execute(
      sql`update imports set status = 'running', locked_by = 'server-a', locked_until = ${lease} where id = ${id}`,
    );
    const later = new Date(start.getTime() + 61_000);
    await expect(importRound({ db: t.database.db, now: () => later, token: 'server-b', batch: 30 })).rejects.toThrow();
    const failed = (
      await q<{ status: string; done: number; error: string }>(
        sql`select status, done, error from imports where id = ${id}`,
      )
    )[0]!;
    expect(failed).toMatchObject({ status: 'failed', done: 30, error: expect.any(String) });
    expect(await count('Failing')).toBe(30);
    const undone = await t.request({ method: 'POST', url: `/api/staff/imports/${id}/undo`, token: admin });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.removed.members).toBe(30);
    expect(await count('Failing')).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('imports racing (PostgreSQL)', () => {
  it('two runs of one import at once: one starts it, the other answers 409', async () => {
    const id = await planned(5, 'TwoRuns');
    const answers = (await Promise.all([run(id), run(id)])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
  });

  it("two servers' rounds at once write each person once", async () => {
    const id = await planned(120, 'TwoServers');
    await t.database.db.execute(sql`update imports set status = 'running' where id = ${id}`);
    const round = (token: string) => importRound({ db: t.database.db, now: () => new Date(), token, batch: 20 });
    // (the app's own worker may join in as a third server)
    for (let i = 0; i < 20 && (await status(id)).status === 'running'; i += 1)
      await Promise.all([round('server-a'), round('server-b')]);
    expect(await status(id)).toEqual({ status: 'done', done: 120 });
    expect(await count('TwoServers')).toBe(120);
    const audits = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'members.import' and entity_id = ${String(id)}`,
    );
    expect(audits[0]!.n).toBe(1);
  });
});
