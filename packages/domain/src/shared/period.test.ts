import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkPeriod, PeriodMessages as M, periodProblem, periodQuery } from './period';

describe('periodProblem', () => {
  it.each([
    ['2026-03-01', '2026-03-31', {}, null],
    ['2026-03-01', '2026-03-01', {}, null],
    ['2026-03-31', '2026-03-01', {}, M.toBeforeFrom],
    ['2026-03-01', '', {}, null],
    ['', '2026-03-01', {}, null],
    [null, '2026-03-01', {}, null],
    ['2026-01-01', '2026-01-31', { maxDays: 30 }, null],
    ['2026-01-01', '2026-02-01', { maxDays: 30 }, M.tooLong(30)],
    ['2026-01-01', '2026-02-01', { maxDays: 30, tooLong: 'At most a month.' }, 'At most a month.'],
    ['2026-02-01', '2026-01-01', { maxDays: 30 }, M.toBeforeFrom],
  ] as const)('%s..%s %j → %s', (from, to, opts, want) => expect(periodProblem(from, to, opts)).toBe(want));
});

describe('checkPeriod', () => {
  it('puts the issue on the last day, under the names given', () => {
    const season = z
      .object({ starts_on: z.string(), ends_on: z.string() })
      .superRefine(checkPeriod({ from: 'starts_on', to: 'ends_on' }));
    const r = season.safeParse({ starts_on: '2026-05-01', ends_on: '2026-04-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ['ends_on'], message: M.toBeforeFrom })]);
  });

  it('periodQuery refuses a day that is not one on its own field, and a backwards period on "to"', () => {
    expect(periodQuery().safeParse({ from: '2026-02-30', to: '2026-03-01' }).error!.issues[0]!.path).toEqual(['from']);
    expect(periodQuery().safeParse({ from: '2026-03-02', to: '2026-03-01' }).error!.issues[0]).toMatchObject({
      path: ['to'],
      message: M.toBeforeFrom,
    });
    expect(periodQuery({ maxDays: 740 }).parse({ from: '2025-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2026-12-31',
    });
  });
});
