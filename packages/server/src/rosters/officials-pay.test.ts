import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';

// Officials' pay (docs/decisions/196) through the API: rates, a pay run of referee01's published games, and its ABA
// file: 120-character CRLF lines, type 1 records per official plus the balancing debit, type 7 totals and count equal
// to the type 1 records (docs/decisions/179).

let t: TestApp;
let finance: string;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await t.asMember('finance01');
  today = todayIn('Australia/Sydney');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = finance) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: unknown, token = finance) => t.request({ method: 'POST', url, payload, token });
const audits = async (action: string) =>
  (
    (await t.database.db.execute(
      sql`select entity_id, before, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; before: unknown; after: Record<string, unknown> }[] }
  ).rows;

describe("officials' pay", () => {
  it('lists the rates of every roster type and game kind, sets one (audited) and refuses a bad amount', async () => {
    const rates = (await get('/api/staff/officials-pay/rates')).json().data as {
      roster_type: string;
      game_kind: string;
      amount_cents: number;
    }[];
    expect(rates).toHaveLength(8);
    expect(rates).toContainEqual({ roster_type: 'referee', game_kind: 'round', amount_cents: 3500 });
    const set = await post('/api/staff/officials-pay/rates', {
      roster_type: 'table',
      game_kind: 'round',
      amount_cents: 2250,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.message).toBe('Table Official, Regular round: $22.50 a game.');
    expect((await audits('officials.pay.rate')).at(-1)).toMatchObject({
      entity_id: 'table:round',
      before: { amount_cents: 2000 },
      after: { amount_cents: 2250 },
    });
    for (const amount_cents of [-1, 12.5, '20', 10_000_001]) {
      expect(
        (await post('/api/staff/officials-pay/rates', { roster_type: 'table', game_kind: 'round', amount_cents }))
          .statusCode,
      ).toBe(422);
    }
    expect(
      (
        await post('/api/staff/officials-pay/rates', { roster_type: 'umpire', game_kind: 'round', amount_cents: 1 })
      ).json().errors,
    ).toHaveProperty('roster_type');
    expect((await get('/api/staff/officials-pay/rates', await t.asMember('refcoord01'))).statusCode).toBe(403);
  });

  it("pays referee01's games once he has bank details; the ABA file's lines are 120 characters and its totals match", async () => {
    // referee01 becomes is_eft (admin01) and enters his bank details on his EFT page
    const admin = await t.asMember('admin01');
    const referee = (await get('/api/staff/members?q=referee01', admin))
      .json()
      .data.rows.find((r: { username: string }) => r.username === 'referee01').id as number;
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
    expect((await post(`/api/staff/members/${referee}/flags`, flags, admin)).statusCode).toBe(200);
    const eft = await post(
      '/api/member/eft',
      { acctname: 'Rhys Referee', acctbsb: '082-001', acctnumber: '123456789' },
      await t.asMember('referee01'),
    );
    expect(eft.statusCode, eft.body).toBe(200);

    const from = addDaysIso(today, -60);
    const made = await post('/api/staff/officials-pay/runs', { from, to: today });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.message).toMatch(/games wait for officials to enter their bank details/);
    const runId = made.json().data.run_id as number;
    const run = (await get(`/api/staff/officials-pay/runs/${runId}`)).json().data;
    expect(run.by_official).toHaveLength(1);
    expect(run.by_official[0]).toMatchObject({ member_id: referee, name: 'Rhys Referee', bank_details: true });
    expect(run.by_official[0].games).toBeGreaterThan(2);
    expect(run.by_official[0].amount_cents).toBe(
      run.lines.reduce((s: number, l: { amount_cents: number }) => s + l.amount_cents, 0),
    );
    expect(run.total_cents).toBe(run.by_official[0].amount_cents);
    expect((await audits('officials.pay.run')).at(-1)!.after).toMatchObject({
      games: run.games,
      total_cents: run.total_cents,
    });
    // a game is paid once: a second run of the same dates has nothing but the waiting games
    expect((await post('/api/staff/officials-pay/runs', { from, to: today })).statusCode).toBe(409);
    // ... even when a paid assignment is cancelled and the game given to him again: he is paid once per game
    const paid = (
      (await t.database.db
        .execute(sql`select a.id, a.game_id, a.member_id, a.roster_type, a.member_type from referee_assignments a
      join pay_run_lines l on l.assignment_id = a.id where l.pay_run_id = ${runId} order by a.id limit 1`)) as unknown as {
        rows: { id: number; game_id: number; member_id: number; roster_type: string; member_type: string }[];
      }
    ).rows[0]!;
    await t.database.db.execute(sql`update referee_assignments set cancelled_at = now() where id = ${paid.id}`);
    await t.database.db.execute(sql`insert into referee_assignments (game_id, member_id, roster_type, member_type)
      values (${paid.game_id}, ${paid.member_id}, ${paid.roster_type}, ${paid.member_type})`);
    expect((await post('/api/staff/officials-pay/runs', { from, to: today })).statusCode).toBe(409);

    await confirmPassword(t, finance);
    const res = await post(`/api/staff/officials-pay/runs/${runId}/aba`, { processing_date: addDaysIso(today, 1) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pay-run-${runId}.aba"`);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.slice(0, -2).split('\r\n');
    expect(lines.every((l) => l.length === 120)).toBe(true);
    expect(lines.map((l) => l[0])).toEqual(['0', '1', '1', '7']);
    const credit = lines.find((l) => l.startsWith('1') && l.slice(18, 20) === '53')!;
    expect(credit.slice(1, 8)).toBe('082-001');
    expect(credit.slice(8, 17)).toBe('123456789');
    expect(Number(credit.slice(20, 30))).toBe(run.total_cents);
    expect(credit.slice(30, 62).trim()).toBe('RHYS REFEREE');
    const details = lines.filter((l) => l.startsWith('1'));
    const sum = (code: (c: string) => boolean) =>
      details.filter((l) => code(l.slice(18, 20))).reduce((s, l) => s + Number(l.slice(20, 30)), 0);
    const credits = sum((c) => c >= '50' && c <= '57');
    const debits = sum((c) => c === '13');
    const total = lines.at(-1)!;
    expect(total.slice(1, 8)).toBe('999-999');
    expect(Number(total.slice(30, 40))).toBe(credits);
    expect(Number(total.slice(40, 50))).toBe(debits);
    expect(Number(total.slice(20, 30))).toBe(Math.abs(credits - debits));
    expect(Number(total.slice(74, 80))).toBe(details.length);
    expect(credits).toBe(run.total_cents);
    const exported = (await audits('officials.pay.export')).at(-1)!;
    expect(exported).toMatchObject({ entity_id: String(runId), after: { officials: 1, total_cents: run.total_cents } });
    expect(JSON.stringify(exported)).not.toContain('123456789');
    // decision 262: the run says who exported it; a second file needs a reason, audited with it
    expect(
      (await get('/api/staff/officials-pay/runs')).json().data.find((r: { id: number }) => r.id === runId),
    ).toMatchObject({ exported_by: 'Fiona Finance' });
    const again = await post(`/api/staff/officials-pay/runs/${runId}/aba`, { processing_date: addDaysIso(today, 1) });
    expect([again.statusCode, again.json().error]).toEqual([409, 'already_exported']);
    const withReason = await post(`/api/staff/officials-pay/runs/${runId}/aba`, {
      processing_date: addDaysIso(today, 1),
      reason: 'Lost the first file',
    });
    expect(withReason.body).toBe(res.body);
    expect((await audits('officials.pay.export')).length).toBe(2);
  });

  it('answers 404 for an unknown run and 422 for a bad date; only a finance officer may export', async () => {
    expect((await post('/api/staff/officials-pay/runs/999999/aba', { processing_date: today })).statusCode).toBe(404);
    expect((await post('/api/staff/officials-pay/runs', { from: 'soon', to: today })).json().errors).toHaveProperty(
      'from',
    );
    expect(
      (await post('/api/staff/officials-pay/runs/1/aba', { processing_date: today }, await t.asMember('admin01')))
        .statusCode,
    ).toBe(403);
  });
});
