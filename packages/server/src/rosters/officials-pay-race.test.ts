import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';

// Two pay runs of the same dates at the same moment (docs/decisions/196): one pays, the other finds nothing left, and
// no game is paid twice. A real race needs two connections: PGlite runs one transaction at a time (STACK.md pitfall 13).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two pay runs at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await buildTestApp(); });
  afterAll(async () => { await t.close(); });

  it('one is made, the other answers 409, and every game is in one run only', async () => {
    const admin = await t.asMember('admin01');
    const rows = (await t.request({ method: 'GET', url: '/api/staff/members?q=referee01', token: admin })).json().data.rows as { id: number; username: string }[];
    const id = rows.find((r) => r.username === 'referee01')!.id;
    const flags = { is_eft: true, is_ref: true, is_roster: false, is_man: false, non_pl: false, sk_tm: false, sk_tm_val: false, sports: ['basketball'] };
    expect((await t.request({ method: 'POST', url: `/api/staff/members/${id}/flags`, token: admin, payload: flags })).statusCode).toBe(200);
    const referee = await t.asMember('referee01');
    expect((await t.request({ method: 'POST', url: '/api/member/eft', token: referee, payload: { acctname: 'Rhys Referee', acctbsb: '082001', acctnumber: '123456789' } })).statusCode).toBe(200);

    const finance = await t.asMember('finance01');
    const today = todayIn('Australia/Sydney');
    const run = () => t.request({ method: 'POST', url: '/api/staff/officials-pay/runs', token: finance, payload: { from: addDaysIso(today, -60), to: today } });
    const answers = await Promise.all([run(), run()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const twice = (await t.database.db.execute(sql`select count(*)::int as n from (select assignment_id from pay_run_lines group by assignment_id having count(*) > 1) x`)) as unknown as { rows: { n: number }[] };
    expect(twice.rows[0]!.n).toBe(0);
  });
});
