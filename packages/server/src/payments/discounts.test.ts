import { describe, expect, it } from 'vitest';
import { paymentsKit } from './payments-test-kit';
import { VOUCHER_FAILURE_LIMIT } from './discounts';

const kit = paymentsKit();
const VOUCHER = '/api/ecommerce/voucher/validate';
const AKV_WRONG =
  'Invalid Active & Creative Kids voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.';

describe('POST /api/ecommerce/membership/coupon/validate', () => {
  it.each([
    ['SAVE10', 15000, { c_method: 'fixed', c_value: 1000, discount: 1000 }],
    ['halfprice', 15000, { c_method: 'percent', c_value: 50, discount: 7500 }],
    ['SAVE10', 600, { discount: 600 }],
  ])('%s on %i', async (coupon, total, expected) => {
    const res = await kit.post('/api/ecommerce/membership/coupon/validate', { coupon, total }, 'member01');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...expected, message: 'Coupon applied successfully.' });
  });

  it('an unknown coupon answers 422 with its message on the field; anonymous 401; incomplete profile 403', async () => {
    const res = await kit.post('/api/ecommerce/membership/coupon/validate', { coupon: 'NOPE', total: 100 }, 'member01');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'coupon_invalid',
      errors: { coupon: 'Invalid coupon code or coupon expired.' },
    });
    expect(
      (await kit.post('/api/ecommerce/membership/coupon/validate', { coupon: 'SAVE10', total: 100 })).statusCode,
    ).toBe(401);
    expect(
      (await kit.post('/api/ecommerce/membership/coupon/validate', { coupon: 'SAVE10', total: 100 }, 'incomplete01'))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/ecommerce/voucher/validate (and /membership/voucher/validate)', () => {
  it('junior01 may redeem AKV20260001; member01 cannot (spec wording)', async () => {
    const body = { voucher_number: 'AKV20260001', voucher_pin: '1503', akv: true };
    const ok = await kit.post('/api/ecommerce/membership/voucher/validate', body, 'junior01');
    expect(ok.json().data).toEqual({
      voucherNumber: 'AKV20260001',
      voucherPin: '1503',
      c_value: 10000,
      akv: true,
      message: 'Voucher applied successfully.',
    });
    const refused = await kit.post(VOUCHER, body, 'member01');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'voucher_invalid',
      message: AKV_WRONG,
      errors: { voucher_number: AKV_WRONG },
    });
  });

  it("the association's voucher: any member, not as an AKV voucher, not with a wrong pin", async () => {
    expect(
      (await kit.post(VOUCHER, { voucher_number: 'gift20260001', voucher_pin: '0000' }, 'netball01')).json().data
        .c_value,
    ).toBe(2500);
    const wrongPin = await kit.post(VOUCHER, { voucher_number: 'GIFT20260001', voucher_pin: '1111' }, 'netball01');
    expect(wrongPin.json().message).toBe(
      'Invalid voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.',
    );
    expect(
      (await kit.post(VOUCHER, { voucher_number: 'GIFT20260001', voucher_pin: '0000', akv: true }, 'netball01')).json()
        .message,
    ).toBe(AKV_WRONG);
  });

  it('field rules of spec 002 §5', async () => {
    const res = await kit.post(VOUCHER, { voucher_number: 'GIFT 2026', voucher_pin: '12' }, 'member01');
    expect(res.json().errors).toEqual({
      voucher_number: 'Voucher Number may only contain letters and numbers',
      voucher_pin: 'Voucher Pin must be 4 digits',
    });
  });

  it(`after ${VOUCHER_FAILURE_LIMIT} wrong tries a member must wait (a 4-digit pin cannot be guessed)`, async () => {
    for (let i = 0; i < VOUCHER_FAILURE_LIMIT; i++) {
      const res = await kit.post(VOUCHER, { voucher_number: 'GIFT20260001', voucher_pin: String(1000 + i) }, 'coach01');
      expect(res.statusCode).toBe(422);
    }
    const blocked = await kit.post(VOUCHER, { voucher_number: 'GIFT20260001', voucher_pin: '0000' }, 'coach01');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(
      (await kit.post(VOUCHER, { voucher_number: 'GIFT20260001', voucher_pin: '0000' }, 'referee01')).statusCode,
    ).toBe(200);
  });
});
