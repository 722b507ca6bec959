import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';

// One court's game slots on one weekday saved three times at once (issue 39, a look for unique-key 500s around fixture
// publishing): the court is locked first, so each save replaces the one before it and its audit row's before is what
// it replaced. PGlite runs one transaction at a time (STACK.md pitfall 13): only PostgreSQL races.
describe.skipIf(!process.env.TEST_DATABASE_URL)("three saves of one court's slots at once (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each, and the befores chain', async () => {
    const token = await t.asMember('compofficer01');
    const save = (starts: string) =>
      t.request({
        method: 'POST',
        url: '/api/staff/courts/1/slots',
        token,
        payload: { weekday: 2, starts, minutes: 60 },
      });
    const answers = await Promise.all([save('18:00'), save('19:00'), save('20:00')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const { rows } = (await t.database.db.execute(
      sql`select before, after from audit_log where action = 'competition.slots.save' order by id`,
    )) as unknown as { rows: { before: { starts: string[] } | null; after: { starts: string[] } }[] };
    expect(rows).toHaveLength(3);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before?.starts).toEqual(rows[i - 1]!.after.starts);
  });
});
