import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { couponMemberUses, couponRedemptions, coupons } from './coupons.tables';
import { payCart } from './pay-cart';
import { shopLine } from './pay-cart-kit';
import { orders } from './payments.tables';
import { CARD_DECLINED, CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// A coupon's limits (docs/decisions/146), one payment after another on PGlite: uses in total, uses per member, once
// per invoice, the validity window, and a released payment giving its use back. Racing payments: coupon-races.test.ts.

const kit = paymentsKit();
const USED_UP = 'This coupon has been used as many times as it allows.';
const MEMBER_LIMIT = 'You have already used this coupon as many times as it allows.';
const ON_INVOICE = 'This coupon has already been used on this invoice.';
const EXPIRED = 'Invalid coupon code or coupon expired.';

type Limits = Partial<typeof coupons.$inferInsert>;
const addCoupon = (code: string, limits: Limits) =>
  kit.t.database.db.insert(coupons).values({ code, method: 'fixed', value: 500, ...limits });
const couponRow = async (code: string) =>
  (await kit.t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!;
const today = () => todayIn(kit.t.config.site.timeZone, new Date());

/** A $45.00 test-shop payment with the coupon: 'ok', or the refusal's status and message. */
async function buy(username: string, coupon: string, cardData: unknown = CARD_OK): Promise<string> {
  try {
    await payCart(await kit.ctxOf(username), {
      kind: 'test-shop',
      idempotencyKey: newKey(),
      description: 'Holiday clinic',
      lines: [shopLine(4500)],
      donation: false,
      cardData,
      couponCart: { coupon },
    });
    return 'ok';
  } catch (err) {
    const e = err as { status: number; key: string; message: string };
    return `${e.status} ${e.key}: ${e.message}`;
  }
}

const validate = (coupon: string, username: string) =>
  kit.post('/api/ecommerce/membership/coupon/validate', { coupon, total: 4500 }, username);

describe('coupon limits, one payment after another', () => {
  it.each<[string, string, Limits, string[], string[]]>([
    [
      'uses in total',
      'TOTAL2',
      { maxUses: 2 },
      ['member01', 'coach01', 'referee01'],
      ['ok', 'ok', `409 error_response: ${USED_UP}`],
    ],
    [
      'uses per member',
      'EACH2',
      { maxUsesPerMember: 2 },
      ['member01', 'member01', 'member01', 'coach01'],
      ['ok', 'ok', `409 error_response: ${MEMBER_LIMIT}`, 'ok'],
    ],
  ])('%s: a use over the limit is refused and changes nothing', async (_name, code, limits, buyers, expected) => {
    await addCoupon(code, limits);
    const answers: string[] = [];
    for (const username of buyers) answers.push(await buy(username, code));
    expect(answers).toEqual(expected);
    const used = expected.filter((a) => a === 'ok').length;
    expect((await couponRow(code)).uses).toBe(used);
    const orderRows = await kit.t.database.db.select().from(orders).where(eq(orders.couponCode, code));
    expect(orderRows).toHaveLength(used);
  });

  it('the validate call tells a member whose coupon is used up, on the coupon field', async () => {
    await addCoupon('TOTAL1', { maxUses: 1 });
    await addCoupon('EACH1', { maxUsesPerMember: 1 });
    expect(await buy('member01', 'TOTAL1')).toBe('ok');
    expect(await buy('member01', 'EACH1')).toBe('ok');
    expect((await validate('TOTAL1', 'coach01')).json()).toMatchObject({
      error: 'coupon_invalid',
      errors: { coupon: USED_UP },
    });
    expect((await validate('EACH1', 'member01')).json()).toMatchObject({
      error: 'coupon_invalid',
      errors: { coupon: MEMBER_LIMIT },
    });
    expect((await validate('EACH1', 'coach01')).json().data).toMatchObject({ coupon: 'EACH1', discount: 500 });
  });

  it('the validity window: not before valid from (its date), not after valid until', async () => {
    const tomorrow = addDaysIso(today(), 1);
    await addCoupon('LATER', { validFrom: tomorrow });
    await addCoupon('OVER', { validFrom: addDaysIso(today(), -10), validUntil: addDaysIso(today(), -1) });
    await addCoupon('NOW', { validFrom: today(), validUntil: today() });
    const notYet = `This coupon can be used from ${isoToDmy(tomorrow)}.`;
    expect(await buy('member01', 'LATER')).toBe(`422 error_response: ${notYet}`);
    expect(await buy('member01', 'OVER')).toBe(`422 error_response: ${EXPIRED}`);
    expect(await buy('member01', 'NOW')).toBe('ok');
    expect((await validate('LATER', 'member01')).json()).toMatchObject({
      error: 'coupon_invalid',
      message: notYet,
      errors: { coupon: notYet },
    });
    expect((await validate('OVER', 'member01')).json()).toMatchObject({
      error: 'coupon_invalid',
      errors: { coupon: EXPIRED },
    });
    expect((await couponRow('LATER')).uses).toBe(0);
  });

  it('a declined payment gives its use back: the last use goes to the next member', async () => {
    await addCoupon('LAST1', { maxUses: 1, maxUsesPerMember: 1 });
    expect(await buy('member01', 'LAST1', CARD_DECLINED)).toMatch(/^402 error_payment: /);
    expect(await couponRow('LAST1')).toMatchObject({ uses: 0 });
    expect(await buy('coach01', 'LAST1')).toBe('ok');
    expect(await buy('member01', 'LAST1')).toBe(`409 error_response: ${USED_UP}`);
    const c = await couponRow('LAST1');
    const uses = await kit.t.database.db.select().from(couponMemberUses).where(eq(couponMemberUses.couponId, c.id));
    expect(uses.map((u) => u.uses).sort()).toEqual([0, 1]);
    const held = await kit.t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id));
    expect(held.map((r) => r.status).sort()).toEqual(['released', 'spent']);
  });

  it('staff cannot set a limit below the uses already made: the database refuses it', async () => {
    await addCoupon('LOWER', { maxUses: 5 });
    expect(await buy('member01', 'LOWER')).toBe('ok');
    expect(await buy('coach01', 'LOWER')).toBe('ok');
    await expect(
      kit.t.database.db.update(coupons).set({ maxUses: 1 }).where(eq(coupons.code, 'LOWER')),
    ).rejects.toThrow();
    expect((await couponRow('LOWER')).maxUses).toBe(5);
  });
});

describe('once per invoice (POST /api/ecommerce/invoice/{invoice}/payment)', () => {
  const pay = (invoice: number, amount: number, coupon: string) =>
    kit.post(
      `/api/ecommerce/invoice/${invoice}/payment`,
      { cardData: CARD_OK, couponCart: { coupon }, donationCart: [], invoice, invoiceCart: { amount } },
      'manager01',
    );

  it("SAVE10 pays $10 off one part of manager01's team invoice, and no other part; HALFPRICE still halves one", async () => {
    const [invoice] = (await kit.get('/api/ecommerce/invoices', 'manager01')).json().data;
    const owing = invoice.inv_owing as number;
    const captures = kit.gateway.captures;
    expect((await pay(invoice.inv_id, 1000, 'SAVE10')).json().data).toMatchObject({ o_paid: false });
    expect(kit.gateway.captures).toBe(captures);
    const again = await pay(invoice.inv_id, 1000, 'SAVE10');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'error_response', message: ON_INVOICE });
    expect((await pay(invoice.inv_id, 2000, 'HALFPRICE')).statusCode).toBe(200);
    expect((await pay(invoice.inv_id, 2000, 'halfprice')).json().message).toBe(ON_INVOICE);
    expect(kit.gateway.captures).toBe(captures + 1);
    const [after] = (await kit.get('/api/ecommerce/invoices', 'manager01')).json().data;
    expect(after.inv_owing).toBe(owing - 3000);
  });

  it('a coupon staff allow several times on an invoice is not held to one', async () => {
    await addCoupon('MULTI', { oncePerInvoice: false });
    const [invoice] = (await kit.get('/api/ecommerce/invoices', 'member01')).json().data;
    const send = () =>
      kit.post(
        `/api/ecommerce/invoice/${invoice.inv_id}/payment`,
        {
          cardData: CARD_OK,
          couponCart: { coupon: 'MULTI' },
          donationCart: [],
          invoice: invoice.inv_id,
          invoiceCart: { amount: 1000 },
        },
        'member01',
      );
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
  });
});
