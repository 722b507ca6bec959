import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, settledChecks, type Check } from '../bench/regday/invariants';
import { misbehaviourOf } from '../bench/regday/misbehave';
import { parseOptions } from '../bench/regday/options';
import { arrivals, phasesOf } from '../bench/regday/schedule';
import { percentile, table, targets, type Sample } from '../bench/regday/stats';
import { queryOf } from './db-query';
import { buildTestApp, type TestApp } from './harness';

// npm run bench:regday's own parts (docs/decisions/343): the arrival schedule, the percentile table, the options, and
// the invariant checker, which must find a charge made twice and a person registered twice.

describe('the arrival schedule (open model)', () => {
  const plan = arrivals(phasesOf(parseOptions([])));

  it("ramps to 600 a minute over 2 minutes, holds 10 minutes, falls over 1: the rate's integral, 6,900 arrivals", () => {
    expect(plan).toHaveLength(600 + 6000 + 300);
    expect(plan.filter((a) => a.phase === 'ramp')).toHaveLength(600);
    expect(plan.filter((a) => a.phase === 'hold')).toHaveLength(6000);
    expect(plan.filter((a) => a.phase === 'fall')).toHaveLength(300);
  });

  it('comes every 100 ms while holding 600 a minute, slower early in the ramp, in time order', () => {
    const hold = plan.filter((a) => a.phase === 'hold');
    for (let i = 1; i < hold.length; i++) expect(hold[i]!.at - hold[i - 1]!.at).toBeCloseTo(0.1, 6);
    for (let i = 1; i < plan.length; i++) expect(plan[i]!.at).toBeGreaterThan(plan[i - 1]!.at);
    expect(plan[1]!.at - plan[0]!.at).toBeGreaterThan(1);
    expect(plan.at(-1)!.at).toBeLessThan(780);
  });

  it('steps up: a short ramp to each rate and a hold there', () => {
    const steps = arrivals(
      phasesOf(parseOptions(['--steps', '600,1200', '--hold', '30', '--ramp', '10', '--fall', '0'])),
    );
    expect(steps.filter((a) => a.phase === '600/min')).toHaveLength(300);
    expect(steps.filter((a) => a.phase === '1200/min')).toHaveLength(600);
  });
});

describe('options', () => {
  it("are the issue's by default, --quick's for a smoke run, and a flag or variable over either", () => {
    expect(parseOptions([])).toMatchObject({ rate: 600, ramp: 120, hold: 600, fall: 60, think: [3, 10], workers: 1 });
    expect(parseOptions(['--quick'])).toMatchObject({ rate: 60, ramp: 10, hold: 20, fall: 5, think: [0.2, 0.5] });
    expect(parseOptions(['--quick', '--rate=120', '--workers', '2'], { BENCH_REGDAY_HOLD: '40' })).toMatchObject({
      rate: 120,
      hold: 40,
      workers: 2,
    });
    expect(() => parseOptions(['--url', 'http://localhost:3000'])).toThrow(/database-url/);
    expect(() => parseOptions(['--rats', '5'])).toThrow(/unknown option/);
  });

  it('make one arrival in twenty misbehave, the four ways in turn', () => {
    const kinds = Array.from({ length: 200 }, (_, n) => misbehaviourOf(n, 0.05)).filter(Boolean);
    expect(kinds).toHaveLength(10);
    expect(new Set(kinds)).toEqual(new Set(['double-submit', 'refresh', 'last-places', 'two-guardians']));
  });
});

describe('the table', () => {
  const s = (kind: string, ms: number, status = 200, expected = false): Sample => ({
    kind,
    phase: 'hold',
    ms,
    status,
    expected,
  });

  it('gives nearest-rank percentiles per kind of request, errors and asked-for refusals apart', () => {
    expect(percentile([], 95)).toBe(0);
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([50, 95, 99].map((p) => percentile(values, p))).toEqual([50, 95, 99]);
    const samples = [
      ...values.map((v) => s('GET /api/draw', v)),
      s('POST /api/member/register', 900),
      s('POST /api/member/register', 40, 409, true),
      s('POST /api/member/register', 30, 500),
      s('POST /api/member/register', 20, 0),
    ];
    const register = table(samples).find((r) => r.kind === 'POST /api/member/register')!;
    expect(register).toMatchObject({ count: 4, errors: 2, expected4xx: 1, other4xx: 0, max: 900 });
    expect(targets(samples)).toMatchObject({ read: 95, write: 900, held: false }); // 2 errors of 104
  });
});

describe('the invariants, read from the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mailOutbox: { pollMs: 20, retryBaseMs: 10, maxAttempts: 5 } });
  });
  afterAll(async () => {
    await t.close();
  });
  const found = (checks: Check[], name: string) => checks.find((c) => c.name === name)!.found;

  it('hold after a paid renewal, and name a charge made twice and a person registered twice', async () => {
    const q = queryOf(t.database.db);
    // the demo data was made within the last second (its own duplicate pairs are not the test's): from now exactly
    const since = (await q.query('select now() as now')).rows[0]!;
    const from = new Date(since.now as string);
    const paid = await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/basketball',
      token: await t.asMember('member01'),
      headers: { 'idempotency-key': 'regday-test-0000000001' },
      payload: {
        cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' },
        membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
        sport: 'basketball',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json().data.o_id as number;
    const clean = await settledChecks(q, from, 30_000);
    expect(clean.map((c) => [c.name, c.found])).toEqual(clean.map((c) => [c.name, []]));

    // member01's renewal paid a second time (another order, as a second key would make it), and member01 registered again
    await q.query(
      `insert into orders (member_id, kind, status, description, subtotal_cents, discount_cents, donation_cents,
         tax_cents, total_cents, data, paid_at)
       select member_id, kind, status, description, subtotal_cents, discount_cents, donation_cents, tax_cents,
         total_cents, data, paid_at from orders where id = $1`,
      [order],
    );
    await q.query(
      `insert into members (firstname, lastname, dob, gender, email, mobile, postcode)
       select firstname, lastname, dob, gender, email, mobile, postcode from members where username = 'member01'`,
    );
    const broken = await checkInvariants(q, from);
    expect(found(broken, '0 double charges')).toEqual([
      expect.stringMatching(/^member \d+ paid 2 times for .*Basketball/),
    ]);
    expect(found(broken, '0 duplicate people')).toHaveLength(1);
    expect(found(broken, '0 duplicate people')[0]).toMatch(/^members \d+ and \d+: Mia Member, born \d{4}-\d\d-\d\d$/);
    expect(found(broken, '0 oversold places')).toEqual([]);
  });
});
