import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, formatCents, parseDollars, sumCents, taxIncluded, typedAmount, voucherUse } from './money';

const amount = fc.integer({ min: 0, max: 100_000_000 });

describe('taxIncluded (GST in a tax-inclusive amount, spec 002 §9)', () => {
  it.each([
    [11000, 0.1, 1000], // $110.00 includes $10.00
    [100, 0.1, 9], // $1.00 includes 9 cents (100 / 1.1 = 90.9 → 91 ex GST)
    [1, 0.1, 0],
    [15000, 0.1, 1364],
    [0, 0.1, 0],
    [11000, 0, 0],
    [12000, 0.2, 2000],
  ])('%i cents at %d includes %i', (cents, rate, tax) => {
    expect(taxIncluded(cents, rate)).toBe(tax);
  });

  it('is a whole number of cents, never negative and never more than the amount', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 50 }), (cents, pct) => {
        const tax = taxIncluded(cents, pct / 100);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('the amount ex GST times (1 + rate) gives the amount back to within a cent', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        const ex = cents - taxIncluded(cents, 0.1);
        expect(Math.abs(Math.round(ex * 1.1) - cents)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('couponDiscount (spec 002 §5)', () => {
  it.each([
    [{ method: 'fixed', value: 1000 } as const, 15000, 1000], // SAVE10
    [{ method: 'percent', value: 50 } as const, 15000, 7500], // HALFPRICE
    [{ method: 'percent', value: 50 } as const, 333, 167], // half a cent rounds up
    [{ method: 'fixed', value: 1000 } as const, 600, 600], // capped at the total
    [{ method: 'percent', value: 150 } as const, 600, 600],
    [{ method: 'fixed', value: 1000 } as const, 0, 0],
  ])('%o on %i takes %i', (coupon, total, expected) => {
    expect(couponDiscount(coupon, total)).toBe(expected);
  });

  it('is never negative and never above the total', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom('fixed' as const, 'percent' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (total, method, value) => {
          const d = couponDiscount({ method, value }, total);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(total);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});

describe('voucherUse', () => {
  it('uses what the base allows and leaves the rest unrefunded', () => {
    expect(voucherUse(2500, 15000)).toEqual({ used: 2500, remainder: 0 });
    expect(voucherUse(10000, 6000)).toEqual({ used: 6000, remainder: 4000 });
  });

  it('used plus remainder is always the value', () => {
    fc.assert(
      fc.property(amount, amount, (value, base) => {
        const u = voucherUse(value, base);
        expect(u.used + u.remainder).toBe(value);
        expect(u.used).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('typedAmount (spec 002 §5: the field takes only an amount; a non-numeric value becomes 0)', () => {
  it.each([
    ['50', '50'],
    ['12.', '12.'],
    ['12.5', '12.5'],
    ['$1,012.50', '$1,012.50'],
    ['', ''],
    ['.5', '.5'],
    ['abc', '0'],
    ['12a', '0'],
    ['1.234', '0'],
    ['-5', '0'],
    ['1e3', '0'],
  ])('%s keeps %s', (text, kept) => {
    expect(typedAmount(text)).toBe(kept);
  });
});

describe('parseDollars (spec 002 §5: a non-numeric amount becomes 0)', () => {
  it.each([
    ['50', 5000],
    ['50.5', 5050],
    ['50.05', 5005],
    ['$1,012.50', 101250],
    [' 7 ', 700],
    ['abc', 0],
    ['', 0],
    ['-5', 0],
    ['1.234', 0],
    ['1e3', 0],
    ['12.', 1200],
  ])('%s → %i', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it('reads back what formatting the cents as dollars wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(parseDollars(formatCents(cents))).toBe(cents);
        expect(parseDollars((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});

describe('sumCents and formatCents', () => {
  it('formats en-AU dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(sumCents([100, 250, 5])).toBe(355);
  });
});
