import { describe, expect, it } from 'vitest';
import { TypeRatesForm } from './venues.staff.contract';

// The rates form as staff fill it in (docs/decisions/233): dollars and cents typed, integer cents sent.

const band = (hourly: string, extra: Record<string, unknown> = {}) => ({
  option_id: null,
  min_minutes: 60,
  max_minutes: 120,
  hourly,
  ...extra,
});

describe('TypeRatesForm', () => {
  it.each([
    ['45.50', 4550],
    ['$1,012.5', 101250],
    ['0', 0],
    ['55', 5500],
  ])('%s is %i cents', (typed, cents) => {
    expect(TypeRatesForm.parse({ rates: [band(typed)] })).toEqual({
      rates: [{ option_id: null, min_minutes: 60, max_minutes: 120, hourly_cents: cents }],
    });
  });

  it.each([['abc'], ['12.345'], ['-5'], ['']])('%j is refused on the rate field', (typed) => {
    const res = TypeRatesForm.safeParse({ rates: [band(typed)] });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['rates.0.hourly']);
    expect(res.error?.issues[0]?.message).toBe('Give an amount in dollars and cents, such as 55 or 55.50.');
  });

  it("keeps the bands' own rules on their fields", () => {
    const res = TypeRatesForm.safeParse({ rates: [band('10'), band('20', { min_minutes: 90, max_minutes: 180 })] });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rates.1.min_minutes', 'This length band overlaps another of the same option.'],
    ]);
  });
});
