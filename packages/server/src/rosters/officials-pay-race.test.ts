import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';

// Two pay runs of the same dates at the same moment (docs/decisions/196): one pays, the other finds nothing left, and
// no game is paid twice; five exports of a run's bank file at once make one file (decision 262). A real race needs two connections: PGlite runs one transaction at a time (STACK.md pitfall 13).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two pay runs at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('one is made, the other answers 409, and every game is in one run only', async () => {
    await payReferee01(t);
    const finance = await t.asMember('finance01');
    const today = todayIn('Australia/Sydney');
    const run = () =>
      t.request({
        method: 'POST',
        url: '/api/staff/officials-pay/runs',
        token: finance,
        payload: { from: addDaysIso(today, -60), to: today },
      });
    const answers = await Promise.all([run(), run()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const twice = (await t.database.db.execute(
      sql`select count(*)::int as n from (select assignment_id from pay_run_lines group by assignment_id having count(*) > 1) x`,
    )) as unknown as { rows: { n: number }[] };
    expect(twice.rows[0]!.n).toBe(0);
  });

  // decision 262: a second file of a run pays every official of it again
  it('five exports of one run at once make one file, the other four answer 409; again later only with a reason, audited', async () => {
    const finance = await t.asMember('finance01');
    await confirmPassword(t, finance);
    const runs = (await t.request({ method: 'GET', url: '/api/staff/officials-pay/runs', token: finance })).json()
      .data as { id: number }[];
    const runId = runs[0]!.id;
    const aba = (reason?: string) =>
      t.request({
        method: 'POST',
        url: `/api/staff/officials-pay/runs/${runId}/aba`,
        token: finance,
        payload: {
          processing_date: addDaysIso(todayIn('Australia/Sydney'), 1),
          ...(reason === undefined ? {} : { reason }),
        },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, () => aba()));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ error: 'already_exported' });
      expect(refused.json().message).toMatch(
        new RegExp(
          `^Pay run ${runId} was just exported by Fiona Finance on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} [ap]m\\. Another file would pay the same officials again`,
        ),
      );
    }
    const listed = (await t.request({ method: 'GET', url: '/api/staff/officials-pay/runs', token: finance }))
      .json()
      .data.find((r: { id: number }) => r.id === runId);
    expect(listed).toMatchObject({ exported_by: 'Fiona Finance' });
    expect(listed.exported_at).not.toBeNull();
    expect(await exports(t, runId)).toHaveLength(1);

    expect((await aba()).statusCode).toBe(409);
    expect((await aba('   ')).statusCode).toBe(409);
    const again = await aba('The bank refused the first file');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(answers.find((a) => a.statusCode === 200)!.body);
    const audited = await exports(t, runId);
    expect(audited).toHaveLength(2);
    expect(audited[1]).toMatchObject({ reason: 'The bank refused the first file', after: { again: true } });
    expect(audited[1]!.before).toMatchObject({ exported_by: expect.any(Number) });
  });
});

/** referee01 is an official with bank details (admin01 sets is_eft, he enters them), so his games can be paid. */
async function payReferee01(t: TestApp): Promise<void> {
  const admin = await t.asMember('admin01');
  const rows = (await t.request({ method: 'GET', url: '/api/staff/members?q=referee01', token: admin })).json().data
    .rows as { id: number; username: string }[];
  const id = rows.find((r) => r.username === 'referee01')!.id;
  const flags = {
    is_eft: true,
    is_ref: true,
    is_roster: false,
    is_man: false,
    non_pl: false,
    sk_tm: false,
    sk_tm_val: false,
    sports: ['basketball'],
  };
  expect(
    (await t.request({ method: 'POST', url: `/api/staff/members/${id}/flags`, token: admin, payload: flags }))
      .statusCode,
  ).toBe(200);
  const referee = await t.asMember('referee01');
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/api/member/eft',
        token: referee,
        payload: { acctname: 'Rhys Referee', acctbsb: '082001', acctnumber: '123456789' },
      })
    ).statusCode,
  ).toBe(200);
}

/** The run's export audit rows, oldest first. */
async function exports(t: TestApp, runId: number) {
  const res = await t.database.db.execute(
    sql`select reason, before, after from audit_log where action = 'officials.pay.export' and entity_id = ${String(runId)} order by id`,
  );
  return (
    res as unknown as {
      rows: { reason: string; before: Record<string, unknown> | null; after: Record<string, unknown> }[];
    }
  ).rows;
}
