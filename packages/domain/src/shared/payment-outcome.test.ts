import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PAYMENT, INVOICE_PAYMENT } from '../payments/payments.messages';
import { declineExplained, paymentOutcomeMessage, type PaymentCatalogue } from './payment-outcome';

const fail = (key: string, message = 'server text', fields?: Record<string, string>) => ({ key, message, fields });

describe('paymentOutcomeMessage (spec 002 §8)', () => {
  it.each([
    ['error_response', 'Voucher already used', 'Voucher already used'],
    ['error_validation', 'whatever', 'Membership Data Invalid'],
    ['error_payment', 'Do Not Honour', 'Do Not Honour'],
    ['error_auth', 'not yours', 'Payment Invalid'],
    ['server_error', 'Techinal Issue, Please try again later', 'Payment Invalid'],
    ['network', 'No connection', 'Payment Invalid'],
  ])('membership: %s → %s', (key, message, expected) => {
    expect(paymentOutcomeMessage(fail(key, message), MEMBERSHIP_PAYMENT)).toBe(expected);
  });

  it.each([
    ['error_auth', 'You cannot pay this invoice.', 'You cannot pay this invoice.'],
    ['error_paid', 'This invoice has already been paid.', 'This invoice has already been paid.'],
    ['error_validation', 'x', 'Invoice Data Invalid'],
  ])('invoice: %s → %s', (key, message, expected) => {
    expect(paymentOutcomeMessage(fail(key, message), INVOICE_PAYMENT)).toBe(expected);
  });

  it("follows the area's priority order when the errors object carries several keys (booking payment)", () => {
    const booking: PaymentCatalogue = {
      keys: [
        'error_auth',
        'error_avail',
        'error_collision',
        'error_rule',
        'error_rate',
        'error_response',
        'error_validation',
        'error_payment',
      ],
      validation: 'Booking Data Invalid',
    };
    const failure = fail('error_payment', 'declined', {
      error_collision: 'Court already booked',
      error_rate: 'No rate',
    });
    expect(paymentOutcomeMessage(failure, booking)).toBe('Court already booked');
    expect(paymentOutcomeMessage(fail('error_validation', 'x', { cardNumber: 'bad' }), booking)).toBe(
      'Booking Data Invalid',
    );
  });

  it('an empty server text or no failure at all reads Payment Invalid', () => {
    expect(paymentOutcomeMessage(fail('error_response', ' '), MEMBERSHIP_PAYMENT)).toBe('Payment Invalid');
    expect(paymentOutcomeMessage(null, MEMBERSHIP_PAYMENT)).toBe('Payment Invalid');
  });
});

describe('declineExplained (decision 181)', () => {
  it.each([
    [
      402,
      'error_payment',
      'Do Not Honour',
      [
        "The bank's answer: Do Not Honour",
        'Check the card details and try again, use another card, or ask your bank why it declined the payment.',
      ],
    ],
    [422, 'error_payment', 'Credit Card fields invalid.', []],
    [402, 'error_response', 'Do Not Honour', []],
    [402, 'error_payment', ' ', []],
    [undefined, 'error_payment', 'Do Not Honour', []],
  ])('%s %s %j', (status, key, message, lines) => {
    expect(declineExplained({ status, key, message })).toEqual(lines);
  });
});
