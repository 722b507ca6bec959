import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { settlesAttempt } from './use-payment-attempt';

describe('settlesAttempt: when Pay starts a new Idempotency-Key', () => {
  it.each([
    ['a success', undefined, true],
    ['a decline', new ApiError(402, 'error_payment', 'Do Not Honour'), true],
    ['a refused voucher', new ApiError(409, 'error_response', 'Invalid voucher or voucher already used.'), true],
    ['invalid data', new ApiError(422, 'error_validation', 'Please check the form above for errors.'), true],
    ['no connection', new ApiError(0, 'network', 'No connection.'), false],
    ['a server error', new ApiError(500, 'server_error', 'Techinal Issue, Please try again later'), false],
    [
      "the bank's answer not known yet",
      new ApiError(502, 'error_response', 'We could not confirm your payment…'),
      false,
    ],
    [
      'the first request still running',
      new ApiError(
        409,
        'error_response',
        'This payment is already being processed. Please wait a moment, then check your receipts.',
      ),
      false,
    ],
    ['something that is not an API answer', new TypeError('Failed to fetch'), false],
  ])('%s → %s', (_, error, expected) => {
    expect(settlesAttempt(error)).toBe(expected);
  });
});
