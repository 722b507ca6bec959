import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '@portal/domain/shared/time';
import { memberSports, members } from '../platform/members.tables';
import { CARD_OK, membershipBody, newKey, paymentsKit } from './payments-test-kit';

// docs/decisions/250 on a PostgreSQL server (PGlite runs one transaction at a time, so it would prove nothing): CI
// runs this file with TEST_DATABASE_URL. The same child renewed at once by two carts and the membership page.

const kit = paymentsKit();

describe.skipIf(!process.env.TEST_DATABASE_URL)('family cart races on PostgreSQL', () => {
  it('two checkouts and the membership page renewing the same child at once charge once and extend once', async () => {
    const db = kit.t.database.db;
    const [poppy] = await db
      .select()
      .from(members)
      .where(and(isNull(members.username), eq(members.firstname, 'Poppy')));
    const expiryOf = async () =>
      (
        await db
          .select()
          .from(memberSports)
          .where(and(eq(memberSports.memberId, poppy!.id), eq(memberSports.sport, 'basketball')))
      )[0]!.expiryDate;
    const before = await expiryOf();
    const token = await kit.as('parent01');
    const captures = kit.gateway.captures;
    const cart = () =>
      kit.t.request({
        method: 'POST',
        url: '/api/ecommerce/store/payshoppingcart',
        token,
        headers: { 'idempotency-key': newKey() },
        payload: {
          cardData: CARD_OK,
          donationCart: [],
          shoppingCart: [],
          memberships: [{ member_id: poppy!.id, sport: 'basketball', p_price: 15000 }],
        },
      });
    const page = () =>
      kit.t.request({
        method: 'POST',
        url: '/api/ecommerce/membership/basketball',
        token,
        payload: membershipBody(),
        headers: { 'idempotency-key': newKey(), 'x-act-for': String(poppy!.id) },
      });
    const answers = await Promise.all([cart(), page(), cart()]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers) expect([200, 409, 422]).toContain(a.statusCode);
    expect(kit.gateway.captures).toBe(captures + 1);
    expect(await expiryOf()).toBe(addMonthsIso(before!, 12));
  });
});
