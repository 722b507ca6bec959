import { describe, expect, it } from 'vitest';
import {
  amountOwing,
  canRenew,
  invoiceTotalPaid,
  nextExpiry,
  ownsInvoice,
  partPaymentProblem,
  paymentStatus,
  receiptTitle,
  renewalDate,
} from './payments.rules';

describe('membership renewal (spec 002 §2, §9)', () => {
  it('opens 31 days before expiry', () => {
    expect(renewalDate('2026-06-30')).toBe('2026-05-30');
    expect(renewalDate('2026-03-01')).toBe('2026-01-29');
  });

  it.each([
    ['2026-06-30', '2026-05-29', false],
    ['2026-06-30', '2026-05-30', true],
    ['2026-06-30', '2026-07-15', true],
    [null, '2026-01-01', true],
  ])('expiry %s on %s → %s', (expiry, today, expected) => {
    expect(canRenew(expiry, today)).toBe(expected);
  });

  it('runs 12 months from the expiry, or from today once it has passed', () => {
    expect(nextExpiry('2026-06-30', '2026-06-10')).toBe('2027-06-30');
    expect(nextExpiry('2026-01-31', '2026-02-10')).toBe('2027-02-10');
    expect(nextExpiry(null, '2024-02-29')).toBe('2025-02-28');
  });
});

describe('invoice totals (spec 002 §9)', () => {
  const payments = [
    { amountCents: 12000, discountCents: 0, refundedCents: 0 },
    { amountCents: 4000, discountCents: 1000, refundedCents: 0 },
    { amountCents: 3000, discountCents: 0, refundedCents: 3000 },
  ];
  it('total paid is payments plus discounts with refunds negated; owing never below 0', () => {
    expect(invoiceTotalPaid(payments)).toBe(17000);
    expect(amountOwing(36000, payments)).toBe(19000);
    expect(amountOwing(10000, payments)).toBe(0);
  });

  it.each([
    [5000, 24000, null],
    [24000, 24000, null],
    [24001, 24000, 'Amount to pay cannot be greater than the amount owing'],
    [99, 24000, 'Amount to pay must be at least $1.00'],
    [0, 24000, 'Amount to pay must be at least $1.00'],
  ])('paying %i of %i owing → %s', (amount, owing, expected) => {
    expect(partPaymentProblem(amount, owing)).toBe(expected);
  });
});

describe('ownsInvoice', () => {
  it('the member, or a manager of the team', () => {
    expect(ownsInvoice({ memberId: 1, managedTeamIds: [] }, { memberId: 1, teamId: null })).toBe(true);
    expect(ownsInvoice({ memberId: 2, managedTeamIds: [] }, { memberId: 1, teamId: null })).toBe(false);
    expect(ownsInvoice({ memberId: 2, managedTeamIds: [7] }, { memberId: null, teamId: 7 })).toBe(true);
    expect(ownsInvoice({ memberId: 2, managedTeamIds: [8] }, { memberId: null, teamId: 7 })).toBe(false);
  });
});

describe('receiptTitle (spec 002 §2)', () => {
  it('the payment id, else the invoice, else the order', () => {
    expect(receiptTitle({ o_id: 5, o_invoice: true, o_invoice_id: 3, o_payments: [{ p_id: 9 }] })).toBe('Receipt #9');
    expect(receiptTitle({ o_id: 5, o_invoice: true, o_invoice_id: 3, o_payments: [] })).toBe('Invoice #3');
    expect(receiptTitle({ o_id: 5, o_invoice: false, o_invoice_id: null, o_payments: [] })).toBe('Receipt #5');
  });
});

describe('paymentStatus', () => {
  it('paid, partly or fully refunded', () => {
    expect(paymentStatus({ amountCents: 100, discountCents: 0, refundedCents: 0 })).toBe('Paid');
    expect(paymentStatus({ amountCents: 100, discountCents: 0, refundedCents: 40 })).toBe('Partially Refunded');
    expect(paymentStatus({ amountCents: 100, discountCents: 0, refundedCents: 100 })).toBe('Refunded');
  });
});
