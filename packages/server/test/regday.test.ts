import { describe, expect, it } from 'vitest';
import { misbehaviourOf, rushBuyers } from '../bench/regday/misbehave';
import { parseOptions } from '../bench/regday/options';
import { arrivals, phasesOf } from '../bench/regday/schedule';
import { percentile, table, targets, type Sample } from '../bench/regday/stats';

// npm run bench:regday's own parts (docs/decisions/343): the arrival schedule, the percentile table, the options and
// the last-places rush's buyers. The invariant checker: regday-invariants.test.ts.

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

describe("the last places' rush", () => {
  const tokens = (n: number) => Array.from({ length: n }, (_, i) => `token${i}`);

  it('is 50 distinct members: early in the ramp the run has 12, so 38 more register first', () => {
    expect(rushBuyers(tokens(12))).toEqual({ members: tokens(12), toRegister: 38 });
  });

  it("takes the run's latest 50, each once, when it has more", () => {
    const many = [...tokens(120), 'token119', 'token118'];
    const { members, toRegister } = rushBuyers(many);
    expect(toRegister).toBe(0);
    expect(new Set(members).size).toBe(50);
    expect(members).toEqual(tokens(120).slice(70));
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
