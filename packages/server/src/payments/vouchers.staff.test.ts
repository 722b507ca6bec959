import { describe, expect, it } from 'vitest';
import { todayIn } from '@portal/domain/shared/time';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// The back-office's vouchers (docs/decisions/240) and the Active & Creative Kids claim list (241) through the API, as
// the demo finance officer: what staff issue is what members redeem, a void is final and refused once a payment holds
// or spent the voucher, every refusal changes nothing, and every write is in the audit trail.

const kit = paymentsKit();
const INVALID =
  'Invalid voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.';
const issue = (b: Record<string, unknown>) =>
  kit.post('/api/staff/vouchers', { pin: '1234', value_cents: 2000, ...b }, 'finance01', null);
const voidIt = (id: number, reason = 'Lost in the mail') =>
  kit.post(`/api/staff/vouchers/${id}/void`, { reason }, 'finance01', null);
const listed = async (q: string) => (await kit.get(`/api/staff/vouchers?q=${q}`, 'finance01')).json().data;
const validate = (number: string, username: string, pin = '1234') =>
  kit.post('/api/ecommerce/voucher/validate', { voucher_number: number, voucher_pin: pin, akv: false }, username);
const trail = async (
  id: number,
): Promise<{ action: string; actor: string; reason: string; after: Record<string, unknown> }[]> =>
  (await kit.get(`/api/staff/audit?entity=voucher&entity_id=${id}&sort=at&order=asc`, 'admin01')).json().data.rows;

async function buy(username: string, couponCart: Record<string, unknown>) {
  return payCart(await kit.ctxOf(username), {
    kind: 'test-shop',
    idempotencyKey: newKey(),
    description: 'Holiday clinic',
    lines: [shopLine(4500)],
    donation: false,
    cardData: CARD_OK,
    couponCart,
  });
}

describe('POST /api/staff/vouchers', () => {
  it("finance01 issues a $20.00 voucher for member01 only: member01 redeems it, coach01 is told the spec's words, the pin is masked in the trail", async () => {
    const res = await issue({ number: 'gift2027a', recipient: 'member01' });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data.voucher;
    expect(v).toMatchObject({
      number: 'GIFT2027A',
      kind: 'association',
      value_cents: 2000,
      state: 'unredeemed',
      order_id: null,
    });
    expect(v.recipient).toContain('(member01)');
    expect((await validate('GIFT2027A', 'coach01')).json().errors.voucher_number).toBe(INVALID);
    expect((await validate('GIFT2027A', 'member01')).json().data).toMatchObject({ c_value: 2000, akv: false });
    const paid = await buy('member01', { voucherNumber: 'GIFT2027A', voucherPin: '1234' });
    expect((await listed('GIFT2027A')).rows[0]).toMatchObject({
      state: 'redeemed',
      order_id: paid.orderId,
      redeemed_cents: 2000,
    });
    const audit = await trail(v.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['vouchers.issue', 'finance01']]);
    expect(audit[0]!.after).toMatchObject({ number: 'GIFT2027A', pin: '••••', value_cents: 2000 });
  });

  it.each([
    [
      'a number taken in another case',
      { number: 'gift20260001' },
      'number',
      'Another voucher already has this number.',
    ],
    ['a number with a symbol', { number: 'GIFT-1' }, 'number', 'Voucher Number may only contain letters and numbers'],
    ['a pin of 3 digits', { number: 'NEWONE1', pin: '123' }, 'pin', 'Voucher Pin must be 4 digits'],
    ['a value of 0', { number: 'NEWONE1', value_cents: 0 }, 'value_cents', 'Enter an amount of at least $0.01.'],
    [
      'an unknown member',
      { number: 'NEWONE1', recipient: 'nobody99' },
      'recipient',
      'There is no member with that username.',
    ],
    [
      'a last day passed',
      { number: 'NEWONE1', valid_until: '2001-01-01' },
      'valid_until',
      'The last day cannot be before today.',
    ],
  ])('%s: 422 on the field, nothing written', async (_name, body, field, message) => {
    const before = (await listed('')).total;
    const res = await issue(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await listed('')).total).toBe(before);
  });
});

describe('POST /api/staff/vouchers/{voucher}/void', () => {
  it("a void unredeemed voucher is refused to its member with the spec's words; voiding twice is refused", async () => {
    const id = (await issue({ number: 'VOIDME1' })).json().data.voucher.id as number;
    const res = await voidIt(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'Voucher VOIDME1 was voided.', voucher: { state: 'voided' } });
    expect((await validate('VOIDME1', 'coach01')).json().errors.voucher_number).toBe(INVALID);
    await expect(buy('coach01', { voucherNumber: 'VOIDME1', voucherPin: '1234' })).rejects.toMatchObject({
      status: 422,
    });
    const again = await voidIt(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This voucher is already void.');
    expect((await trail(id)).map((a) => [a.action, a.reason])).toEqual([
      ['vouchers.issue', ''],
      ['vouchers.void', 'Lost in the mail'],
    ]);
  });

  it('a redeemed voucher cannot be voided, and nothing changes', async () => {
    const id = (await issue({ number: 'SPENT1' })).json().data.voucher.id as number;
    await buy('coach01', { voucherNumber: 'SPENT1', voucherPin: '1234' });
    const res = await voidIt(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Only a voucher that has not been redeemed (nor is held by a payment under way) can be voided.',
    );
    expect((await listed('SPENT1')).rows[0].state).toBe('redeemed');
    expect((await trail(id)).map((a) => a.action)).toEqual(['vouchers.issue']);
    expect((await voidIt(999999)).statusCode).toBe(404);
  });
});

describe('GET /api/staff/vouchers/akv-redemptions', () => {
  it("lists junior01's Active & Creative Kids voucher once a payment spent it, with the CSV for Service NSW", async () => {
    const today = todayIn(kit.t.config.site.timeZone, new Date());
    const period = `from=${today}&to=${today}`;
    const before = (await kit.get(`/api/staff/vouchers/akv-redemptions?${period}`, 'finance01')).json().data;
    const paid = await buy('junior01', { voucherNumber: 'AKV20260001', voucherPin: '1503', akv: true });
    const after = (await kit.get(`/api/staff/vouchers/akv-redemptions?${period}`, 'finance01')).json().data;
    expect(after.rows.length).toBe(before.rows.length + 1);
    expect(after.rows.at(-1)).toMatchObject({
      voucher_number: 'AKV20260001',
      child: 'Jack Junior',
      order_id: paid.orderId,
      amount_cents: 4500,
    });
    expect(after.total_cents).toBe(before.total_cents + 4500);
    const csv = await kit.get(`/api/staff/vouchers/akv-redemptions/export?${period}`, 'finance01');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Voucher number,Child,Paid by,Order,Date,Amount');
    expect(csv.body).toContain(`AKV20260001,Jack Junior,Jack Junior,${paid.orderId},`);
    expect(csv.body).toContain(',45.00');
    const refused = await kit.get(`/api/staff/vouchers/akv-redemptions?from=${today}&to=2001-01-01`, 'finance01');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.to).toBe('The last day cannot be before the first day.');
  });
});
