import { describe, expect, it } from 'vitest';
import {
  refundableCents,
  refundParts,
  refundShares,
  whyNoRefund,
  type NoRefund,
  type RefundablePaymentState,
} from './refunds.rules';

// A payment of $56.00: $55.00 of goods with $5.00 GST, and the $1 donation (docs/decisions/201).
const paid = { amountCents: 5600, donationCents: 100, taxCents: 500 };

describe("refundParts: the donation is given back last, the GST in the goods' proportion", () => {
  it.each([
    [0, { goods: 0, tax: 0, donation: 0 }],
    [1100, { goods: 1100, tax: 100, donation: 0 }],
    [5500, { goods: 5500, tax: 500, donation: 0 }],
    [5550, { goods: 5500, tax: 500, donation: 50 }],
    [5600, { goods: 5500, tax: 500, donation: 100 }],
    [9999, { goods: 5500, tax: 500, donation: 100 }],
  ])('after %i cents refunded', (refunded, parts) => {
    expect(refundParts(paid, refunded)).toEqual(parts);
  });

  it('refunds in any pieces give back the whole GST and donation exactly once', () => {
    const pieces = [1, 333, 2000, 17, 3149, 100];
    let before = 0,
      tax = 0,
      donation = 0;
    for (const piece of pieces) {
      const s = refundShares(paid, before, piece);
      tax += s.taxCents;
      donation += s.donationCents;
      before += piece;
    }
    expect(before).toBe(5600);
    expect({ tax, donation }).toEqual({ tax: 500, donation: 100 });
  });

  it('a payment of only a donation has no GST to give back', () => {
    expect(refundShares({ amountCents: 100, donationCents: 100, taxCents: 0 }, 0, 100)).toEqual({
      taxCents: 0,
      donationCents: 100,
    });
  });
});

describe('refundableCents', () => {
  it.each([
    [{ amountCents: 5600, refundedCents: 0, refundHeldCents: 0 }, 5600],
    [{ amountCents: 5600, refundedCents: 1000, refundHeldCents: 600 }, 4000],
    [{ amountCents: 5600, refundedCents: 5600, refundHeldCents: 0 }, 0],
  ])('%o leaves %i', (p, left) => {
    expect(refundableCents(p)).toBe(left);
  });
});

describe('whyNoRefund: the reason a payment shows no Refund (issue 40)', () => {
  const card: RefundablePaymentState = {
    origin: 'Online',
    amountCents: 5600,
    refundedCents: 0,
    refundHeldCents: 0,
    gatewayPaymentId: 'sbx_1',
    desk: false,
  };
  it.each<[string, Partial<RefundablePaymentState>, NoRefund | null]>([
    ['a card payment may be refunded', {}, null],
    ['part refunded: the rest may be', { refundedCents: 1000 }, null],
    ['taken at the desk: reversed instead', { origin: 'Cash', gatewayPaymentId: null, desk: true }, 'desk'],
    ['a voucher paid it all', { origin: 'Voucher', amountCents: 0, gatewayPaymentId: null }, 'notCharged'],
    ['made before the gateway', { gatewayPaymentId: null }, 'noGateway'],
    ['refunded in full', { refundedCents: 5600 }, 'refunded'],
    ['a refund under way holds the rest', { refundedCents: 600, refundHeldCents: 5000 }, 'underWay'],
  ])('%s', (_name, change, why) => {
    expect(whyNoRefund({ ...card, ...change })).toBe(why);
  });
});
