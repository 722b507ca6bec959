import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { memberSports, members } from '../platform/members.tables';
import { orders, payments } from './payments.tables';
import { CARD_DECLINED, membershipBody, newKey, paymentsKit, waitFor } from './payments-test-kit';

const kit = paymentsKit();
const URL = '/api/ecommerce/membership/basketball';

async function expiryOf(username: string): Promise<string | null> {
  const [row] = await kit.t.database.db
    .select({ expiry: memberSports.expiryDate })
    .from(memberSports)
    .innerJoin(members, eq(members.id, memberSports.memberId))
    .where(and(eq(members.username, username), eq(memberSports.sport, 'basketball')));
  return row?.expiry ?? null;
}

describe('GET /api/ecommerce/membership/{sport}', () => {
  it('member01 (due in 20 days) may renew: renewal date is expiry minus 31 days', async () => {
    const res = await kit.get(URL, 'member01');
    expect(res.statusCode).toBe(200);
    const today = todayIn('Australia/Sydney');
    const data = res.json().data;
    expect(data).toMatchObject({
      membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
      can_renew: true,
      message: null,
      renewal_date: isoToDmy(addDaysIso(today, 20 - 31)),
      sport: { value: 'basketball', expiry_date: isoToDmy(addDaysIso(today, 20), '-') },
    });
  });

  it('manager01 (expiry in 200 days) is told it is too early', async () => {
    const res = await kit.get(URL, 'manager01');
    expect(res.json().data).toMatchObject({
      can_renew: false,
      message: 'You do not have to renew your sport membership before a date 31 days before expiry.',
    });
  });

  it('non_pl and incomplete profiles are turned away; anonymous gets 401', async () => {
    expect((await kit.get(URL, 'nonpl01')).statusCode).toBe(403);
    const incomplete = await kit.get(URL, 'incomplete01');
    expect(incomplete.statusCode).toBe(403);
    expect(incomplete.json()).toMatchObject({
      error: 'error_auth',
      message:
        'Redirecting to your dashboard... Please go to your profile then fill in all required information to make payments.',
    });
    expect((await kit.get(URL)).statusCode).toBe(401);
  });

  it('an unknown sport answers 422', async () => {
    expect((await kit.get('/api/ecommerce/membership/cricket', 'member01')).statusCode).toBe(422);
  });
});

describe('POST /api/ecommerce/membership/{sport}', () => {
  it('refuses without an Idempotency-Key', async () => {
    const res = await kit.post(URL, membershipBody(), 'member01', null);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('idempotency-key');
  });

  it("a declined card answers error_payment with the gateway's words and changes nothing", async () => {
    const before = await expiryOf('member01');
    const res = await kit.post(URL, membershipBody({ cardData: CARD_DECLINED }), 'member01');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'error_payment', message: 'Do Not Honour' });
    expect(await expiryOf('member01')).toBe(before);
    const paid = await kit.t.database.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.every((o) => o.kind !== 'membership' || o.createdAt < new Date(Date.now() - 60_000))).toBe(true);
  });

  it('a price the page did not show is refused before any charge', async () => {
    const captures = kit.gateway.captures;
    const res = await kit.post(
      URL,
      membershipBody({ membershipCart: { p_name: 'Basketball Membership', p_price: 100 } }),
      'member01',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('error_validation');
    expect(kit.gateway.captures).toBe(captures);
  });

  it('card fields that cannot be read answer "Credit Card fields invalid."', async () => {
    const res = await kit.post(URL, membershipBody({ cardData: { cardNumber: '42' } }), 'member01');
    expect(res.json()).toMatchObject({ error: 'error_payment', message: 'Credit Card fields invalid.' });
  });

  it('member01 renews with SAVE10 and the donation: charged $141.00, expiry 12 months on, receipt mailed; the key answers the same order again', async () => {
    const before = (await expiryOf('member01'))!;
    const key = newKey();
    const body = membershipBody({
      couponCart: { coupon: 'SAVE10', c_value: 1000, c_method: 'fixed' },
      donationCart: [{ product_name: 'Donation', product_price: 100, product_donation: true }],
    });
    const res = await kit.post(URL, body, 'member01', key);
    expect(res.statusCode).toBe(200);
    const { o_id } = res.json().data;
    expect(res.json().data).toMatchObject({ o_paid: true, message: 'Payment was successful.' });
    expect(await expiryOf('member01')).toBe(`${Number(before.slice(0, 4)) + 1}${before.slice(4)}`);

    const [payment] = await kit.t.database.db.select().from(payments).where(eq(payments.orderId, o_id));
    expect(payment).toMatchObject({
      amountCents: 14100,
      discountCents: 1000,
      donationCents: 100,
      origin: 'Online',
      cardLast4: '4242',
    });
    await waitFor(() => kit.t.outbox.some((m) => m.subject.startsWith(`Receipt #${payment!.id}`)));
    const mail = kit.t.outbox.find((m) => m.subject.startsWith(`Receipt #${payment!.id}`))!;
    expect(mail.to).toBe('member01@example.com.au');
    expect(mail.text).toContain('ABN 41 912 345 621');
    expect(mail.text).toContain('GST included: $12.73');
    expect(mail.text).toContain('Total: $141.00, paid by card ending 4242');
    // the receipt gives the new expiry (issue 40), in the mail and on the receipt page
    const after = isoToDmy((await expiryOf('member01'))!);
    expect(mail.text).toContain(`1 x Basketball Membership at $150.00: $150.00. Membership now expires ${after}`);
    const receipt = (await kit.get(`/api/ecommerce/order/${o_id}`, 'member01')).json().data;
    expect(receipt.o_products[0].opr_details.note).toBe(`Membership now expires ${after}`);

    const captures = kit.gateway.captures;
    const again = await kit.post(URL, body, 'member01', key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.o_id).toBe(o_id);
    expect(kit.gateway.captures).toBe(captures);
    expect(await expiryOf('member01')).toBe(`${Number(before.slice(0, 4)) + 1}${before.slice(4)}`);

    // The same key with another cart is refused rather than answered with a payment it did not describe.
    const other = await kit.post(URL, membershipBody(), 'member01', key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('error_response');

    // Renewed: the next payment is too early.
    const early = await kit.post(URL, membershipBody(), 'member01');
    expect(early.json()).toMatchObject({
      error: 'error_response',
      message: 'You do not have to renew your sport membership before a date 31 days before expiry.',
    });
  });
});

describe('a first registration in a sport', () => {
  it("a declined payment leaves no trace in the member's sports; a paid one adds the sport for 12 months", async () => {
    const url = '/api/ecommerce/membership/netball';
    const body = membershipBody({ sport: 'netball', membershipCart: { p_name: 'Netball Membership', p_price: 12000 } });
    const declined = await kit.post(url, { ...body, cardData: CARD_DECLINED }, 'coach01');
    expect(declined.statusCode).toBe(402);
    const sports = async () =>
      (await kit.get('/api/member/user', 'coach01')).json().data.sports.map((s: { value: string }) => s.value);
    expect(await sports()).toEqual(['basketball']);
    expect((await kit.post(url, body, 'coach01')).statusCode).toBe(200);
    expect(await sports()).toEqual(['basketball', 'netball']);
    const netball = (await kit.get(url, 'coach01')).json().data;
    expect(netball).toMatchObject({ can_renew: false, sport: { memb_renewal: false } });
    expect(netball.sport.expiry_date).toBe(isoToDmy(addMonthsIso(todayIn('Australia/Sydney'), 12), '-'));
  });
});
