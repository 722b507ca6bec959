import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MembershipMessages, ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { addDaysIso, addMonthsIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { memberSports, members } from '../platform/members.tables';
import { orders, payments } from './payments.tables';
import { CARD_OK, newKey, paymentsKit } from './payments-test-kit';

// docs/decisions/250: one store cart holds membership renewals for the family's people and products, paid once, and
// the receipt names each person on their line. parent01 looks after Poppy (renewal due) and junior01 (Jack).

const kit = paymentsKit();
let cartOrderId = 0;
let [poppyBefore, jackBefore]: (string | null | undefined)[] = [];
const ids: Record<string, number> = {};
let campId = 0;
const POPPY = { firstname: 'Poppy', lastname: 'Parent', dob: '10/05/2015', gender: 'female' };
const renewal = (who: string, p_price = 15000) => ({ member_id: ids[who]!, sport: 'basketball', p_price });
const body = (memberships: unknown[], extra: Record<string, unknown> = {}) => ({
  cardData: CARD_OK,
  couponCart: null,
  donationCart: [],
  shoppingCart: [],
  attendees: [],
  assign: [],
  memberships,
  ...extra,
});
const withCampFor = (person: object) => ({
  shoppingCart: [{ product_id: campId, product_quantity: 1 }],
  attendees: [person],
  assign: [{ productId: campId, attendeeIndex: 0 }],
});
const expiryOf = async (who: string) =>
  (
    await kit.t.database.db
      .select()
      .from(memberSports)
      .where(and(eq(memberSports.memberId, ids[who]!), eq(memberSports.sport, 'basketball')))
  )[0]?.expiryDate;
const orderCount = async () => (await kit.t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const pay = (payload: unknown, user = 'parent01') => kit.post('/api/ecommerce/store/payshoppingcart', payload, user);

beforeAll(async () => {
  const db = kit.t.database.db;
  const rows = await db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(
        eq(members.username, 'junior01'),
        and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  const list = (await kit.get('/api/ecommerce/store/products')).json().data as {
    product_id: number;
    product_title: string;
  }[];
  campId = list.find((p) => p.product_title === 'Summer Holiday Basketball Camp')!.product_id;
  // Jack's membership falls due too, so both children are renewed in one cart
  const today = todayIn(kit.t.app.platform.config.site.timeZone, kit.t.app.platform.now());
  await db
    .update(memberSports)
    .set({ expiryDate: addDaysIso(today, 5) })
    .where(eq(memberSports.memberId, ids.Jack!));
});

describe('a family cart: renewals for several people and products, paid once', () => {
  it('refuses a person of another family, with nothing written and nothing charged', async () => {
    const [before, captures] = [await orderCount(), kit.gateway.captures];
    const res = await pay(body([renewal('Oscar')]));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FamilyAccessMessages.notYourFamily);
    expect(await orderCount()).toBe(before);
    expect(kit.gateway.captures).toBe(captures);
  });

  it.each([
    [
      'a price the cart showed that is no longer the price',
      () => [renewal('Poppy', 9900)],
      422,
      MembershipMessages.priceChanged,
    ],
    ['the same renewal twice', () => [renewal('Poppy'), renewal('Poppy')], 422, MembershipMessages.renewalTwice],
  ])('refuses %s', async (_name, memberships, status, message) => {
    const before = await orderCount();
    const res = await pay(body(memberships()));
    expect(res.statusCode).toBe(status);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it("offers the family's people as attendees at checkout, also while acting for a child", async () => {
    const token = await kit.as('parent01');
    const res = await kit.t.request({
      method: 'GET',
      url: '/api/ecommerce/store/previousattendees',
      token,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    const names = (res.json().data as { firstname: string }[]).map((p) => p.firstname);
    expect(names).toEqual(expect.arrayContaining(['Jack', 'Poppy']));
    const other = (await kit.get('/api/ecommerce/store/previousattendees', 'parent02')).json().data as {
      firstname: string;
    }[];
    expect(other.map((p) => p.firstname)).not.toContain('Poppy');
  });

  it('renews both children and buys a camp for one in one payment; the receipt names each child', async () => {
    const captures = kit.gateway.captures;
    [poppyBefore, jackBefore] = [await expiryOf('Poppy'), await expiryOf('Jack')];
    const res = await pay(body([renewal('Poppy'), renewal('Jack')], withCampFor(POPPY)));
    expect(res.statusCode).toBe(200);
    expect(kit.gateway.captures).toBe(captures + 1);
    const orderId = (cartOrderId = res.json().data.o_id as number);

    const receipt = (await kit.get(`/api/ecommerce/order/${orderId}`, 'parent01')).json().data;
    expect(receipt.o_total).toBe(15000 + 15000 + 12500);
    // the receipt's "For" names each renewal's person too, not "Basketball Membership" twice
    expect(receipt.o_description).toBe(
      `Basketball Membership for Poppy Parent, Basketball Membership for Jack Junior, ${receipt.o_products[2].opr_name}`,
    );
    // each renewal's line gives that person's new expiry (issue 40)
    const expires = (before: string) => ReceiptMessages.membershipExpires(isoToDmy(addMonthsIso(before, 12)));
    expect(
      receipt.o_products.map((p: { opr_kind: string; opr_details: object }) => [p.opr_kind, p.opr_details]),
    ).toEqual([
      ['membership', { person: { member_id: ids.Poppy, name: 'Poppy Parent' }, note: expires(poppyBefore!) }],
      ['membership', { person: { member_id: ids.Jack, name: 'Jack Junior' }, note: expires(jackBefore!) }],
      ['product', { attendees: [{ firstname: 'Poppy', lastname: 'Parent' }] }],
    ]);
    expect(await expiryOf('Poppy')).toBe(addMonthsIso(poppyBefore!, 12));
    expect(await expiryOf('Jack')).toBe(addMonthsIso(jackBefore!, 12));

    const [mail] = await kit.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${orderId}`));
    expect(mail!.textBody).toContain(`Basketball Membership ${ReceiptMessages.lineFor('Poppy Parent')}`);
    expect(mail!.textBody).toContain(`Basketball Membership ${ReceiptMessages.lineFor('Jack Junior')}`);
  });

  it('a renewal paid in the cart is not due again, whichever way it is paid next', async () => {
    const res = await pay(body([renewal('Poppy')]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(MembershipMessages.tooEarly);
    const token = await kit.as('parent01');
    const page = await kit.t.request({
      method: 'GET',
      url: '/api/ecommerce/membership/basketball',
      token,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    expect(page.json().data.can_renew).toBe(false);
  });

  it("refunding the whole payment gives back both children's memberships (decision 256)", async () => {
    const [payment] = await kit.t.database.db.select().from(payments).where(eq(payments.orderId, cartOrderId));
    await kit.confirmed('finance01');
    const res = await kit.post(
      `/api/staff/payments/${payment!.id}/refunds`,
      { amount_cents: payment!.amountCents, reason: 'The family moved away', idempotency_key: `refund-${newKey()}` },
      'finance01',
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toContain("Poppy Parent's Basketball membership is given back");
    expect(res.json().data.message).toContain("Jack Junior's Basketball membership is given back");
    expect([await expiryOf('Poppy'), await expiryOf('Jack')]).toEqual([poppyBefore, jackBefore]);
  });
});
