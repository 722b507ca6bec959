import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoToDmy } from '@portal/domain/shared/time';
import { memberSports, members } from '../platform/members.tables';
import { payments } from './payments.tables';
import { membershipBody, newKey, paymentsKit } from './payments-test-kit';

// A refund of a whole membership payment gives the membership back (docs/decisions/256): member01 (due in 20 days)
// renews, finance01 refunds part, then the rest.

const kit = paymentsKit();
const URL = '/api/ecommerce/membership/basketball';

async function sportRow() {
  const [row] = await kit.t.database.db
    .select({
      id: memberSports.id,
      expiry: memberSports.expiryDate,
      prev: memberSports.prevExpiryDate,
      due: memberSports.membRenewal,
    })
    .from(memberSports)
    .innerJoin(members, eq(members.id, memberSports.memberId))
    .where(and(eq(members.username, 'member01'), eq(memberSports.sport, 'basketball')));
  return row!;
}

async function renew(): Promise<{ paymentId: number; amount: number }> {
  const res = await kit.post(URL, membershipBody(), 'member01');
  expect(res.statusCode, res.body).toBe(200);
  const [payment] = await kit.t.database.db.select().from(payments).where(eq(payments.orderId, res.json().data.o_id));
  return { paymentId: payment!.id, amount: payment!.amountCents };
}

/** finance01 refunds, with the password typed again (decision 263). */
async function refund(paymentId: number, amount: number) {
  await kit.confirmed('finance01');
  return kit.post(
    `/api/staff/payments/${paymentId}/refunds`,
    { amount_cents: amount, reason: 'Moved interstate', idempotency_key: `refund-${newKey()}` },
    'finance01',
    null,
  );
}

describe('refunding a membership payment', () => {
  it('a part refund leaves the membership; the rest gives it back as it was, audited, and the member may renew again', async () => {
    const before = await sportRow();
    const { paymentId, amount } = await renew();
    const renewed = await sportRow();
    expect(renewed).toMatchObject({
      expiry: `${Number(before.expiry!.slice(0, 4)) + 1}${before.expiry!.slice(4)}`,
      prev: before.expiry,
      due: false,
    });
    expect((await kit.get(URL, 'member01')).json().data.can_renew).toBe(false);
    // the member's record offers the refund and says a whole refund gives the membership back; an invoice's payment not
    const [mia] = await kit.t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'member01'));
    const orders = (await kit.get(`/api/staff/members/${mia!.id}`, 'finance01')).json().data.orders as {
      kind: string;
      payment: { id: number; renews_membership: boolean } | null;
    }[];
    expect(orders.find((o) => o.payment?.id === paymentId)?.payment).toMatchObject({
      refundable_cents: amount,
      renews_membership: true,
    });
    expect(orders.find((o) => o.kind === 'invoice')?.payment?.renews_membership).toBe(false);

    const part = await refund(paymentId, 5000);
    expect(part.json().data.message).toBe(`$50.00 of receipt #${paymentId} was refunded.`);
    expect(await sportRow()).toEqual(renewed);

    const rest = await refund(paymentId, amount - 5000);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.message).toBe(
      `$100.00 of receipt #${paymentId} was refunded. Mia Member's Basketball membership is given back: it expires ${isoToDmy(before.expiry!)} again.`,
    );
    expect(await sportRow()).toEqual(before);
    expect((await kit.get(URL, 'member01')).json().data.can_renew).toBe(true);

    const trail = (await kit.get(`/api/staff/audit?action=membership.refunded&entity=member`, 'admin01')).json().data
      .rows;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actor: 'finance01',
      reason: 'Moved interstate',
      before: { sport: 'basketball', expiry_date: renewed.expiry },
      after: { expiry_date: before.expiry },
    });
  });

  it('a membership changed since the payment (a correction, a later renewal) is left as it is', async () => {
    const { paymentId, amount } = await renew();
    const corrected = '2099-01-31';
    await kit.t.database.db
      .update(memberSports)
      .set({ expiryDate: corrected })
      .where(eq(memberSports.id, (await sportRow()).id));
    const res = await refund(paymentId, amount);
    expect(res.json().data.message).toBe(`$150.00 of receipt #${paymentId} was refunded.`);
    expect((await sportRow()).expiry).toBe(corrected);
  });
});
