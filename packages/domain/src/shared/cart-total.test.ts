import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { akvProblem, priceCart, voucherBase, type PriceLine } from './cart-total';

const line = (unitPriceCents: number, quantity = 1, extra: Partial<PriceLine> = {}): PriceLine => ({
  unitPriceCents,
  quantity,
  voucherEligible: true,
  akvEligible: true,
  ...extra,
});

describe('priceCart (spec 002 §9)', () => {
  it('membership of $150 with SAVE10 and the donation', () => {
    expect(
      priceCart({
        lines: [line(15000)],
        discount: { kind: 'coupon', method: 'fixed', value: 1000 },
        donation: true,
        taxRate: 0.1,
      }),
    ).toEqual({
      subtotal: 15000,
      discount: 1000,
      voucherValue: 0,
      voucherRemainder: 0,
      donation: 100,
      tax: 1273,
      grandTotal: 14100,
      payable: true,
    });
  });

  it('a $100 Active & Creative Kids voucher on a $60 product: $40 is not refunded and nothing is payable', () => {
    const t = priceCart({
      lines: [line(6000)],
      discount: { kind: 'voucher', valueCents: 10000, akv: true },
      taxRate: 0.1,
    });
    expect(t).toMatchObject({
      discount: 6000,
      voucherValue: 10000,
      voucherRemainder: 4000,
      grandTotal: 0,
      payable: false,
    });
    // A voucher pays the price; it does not lower it, so the GST is the price's.
    expect(t.tax).toBe(545);
  });

  it('a voucher pays only for lines it is eligible for', () => {
    const lines = [line(3000, 1, { voucherEligible: false }), line(1000, 2)];
    expect(
      priceCart({ lines, discount: { kind: 'voucher', valueCents: 2500, akv: false }, taxRate: 0.1 }),
    ).toMatchObject({ subtotal: 5000, discount: 2000, voucherRemainder: 500, grandTotal: 3000 });
  });

  it('the donation alone is payable and carries no GST', () => {
    expect(priceCart({ lines: [], donation: true, taxRate: 0.1 })).toMatchObject({
      grandTotal: 100,
      tax: 0,
      payable: true,
    });
  });

  it('HALFPRICE halves the price and its GST', () => {
    expect(
      priceCart({ lines: [line(24000)], discount: { kind: 'coupon', method: 'percent', value: 50 }, taxRate: 0.1 }),
    ).toMatchObject({ discount: 12000, grandTotal: 12000, tax: 1091 });
  });

  const cart = fc.record({
    lines: fc.array(
      fc.record({
        unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
        quantity: fc.integer({ min: 0, max: 20 }),
        voucherEligible: fc.boolean(),
        akvEligible: fc.boolean(),
      }),
      { maxLength: 8 },
    ),
    discount: fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant('coupon' as const),
          method: fc.constantFrom('fixed' as const, 'percent' as const),
          value: fc.integer({ min: 0, max: 200_000 }),
        }),
        fc.record({
          kind: fc.constant('voucher' as const),
          valueCents: fc.integer({ min: 0, max: 200_000 }),
          akv: fc.boolean(),
        }),
      ),
    ),
    donation: fc.boolean(),
  });

  it('grand total = subtotal - discount + donation, never negative; Pay only above 0; all whole cents', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const t = priceCart({ ...c, taxRate: 0.1 });
        expect(t.grandTotal).toBe(t.subtotal - t.discount + t.donation);
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.grandTotal).toBeGreaterThanOrEqual(t.donation);
        expect(t.payable).toBe(t.grandTotal > 0);
        expect(t.tax).toBeLessThanOrEqual(t.subtotal);
        for (const v of Object.values(t)) if (typeof v === 'number') expect(Number.isInteger(v)).toBe(true);
        if (c.discount?.kind === 'voucher') expect(t.discount + t.voucherRemainder).toBe(c.discount.valueCents);
      }),
    );
  });
});

describe('akvProblem (spec 002 §4: not for several products at once)', () => {
  it.each([
    [[line(5000)], null],
    [[line(5000, 2)], 'multiple'],
    [[line(5000), line(100)], 'multiple'],
    [[line(5000, 1, { akvEligible: false })], 'notEligible'],
    [[], 'notEligible'],
  ] as const)('%o → %s', (lines, expected) => {
    expect(akvProblem(lines)).toBe(expected);
  });
});

describe('voucherBase (spec 002 §4: what a voucher may pay for)', () => {
  const cart = [line(5000, 2, { akvEligible: false }), line(3000, 1, { voucherEligible: false }), line(1000)];
  it.each([
    [false, 11000], // the association's voucher: the lines it is good for, at their quantities
    [true, 4000], // an Active & Creative Kids voucher: the eligible lines only
  ])('akv %s → %i cents', (akv, cents) => {
    expect(voucherBase(cart, akv)).toBe(cents);
  });
  it('is what priceCart lets a voucher take off', () => {
    expect(
      priceCart({ lines: cart, discount: { kind: 'voucher', valueCents: 50000, akv: false }, taxRate: 0.1 }).discount,
    ).toBe(11000);
  });
});
