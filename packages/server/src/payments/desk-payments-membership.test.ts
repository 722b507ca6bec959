import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { memberSports, members } from '../platform/members.tables';
import { payments } from './payments.tables';
import { membershipBody, paymentsKit } from './payments-test-kit';

// A membership paid at the desk through the API (docs/decisions/274), as the demo finance officer: member01's
// basketball membership (due in 20 days, $150.00) renewed as an online renewal is, with a receipt, counted under its
// method, reversed with a reason (the membership goes back); the price in full only, and only when due.

const kit = paymentsKit();
const today = () => todayIn(kit.t.config.site.timeZone);
const idOf = async (username: string) =>
  (await kit.t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
const expiryOf = async (memberId: number) =>
  (
    await kit.t.database.db
      .select({ e: memberSports.expiryDate })
      .from(memberSports)
      .where(and(eq(memberSports.memberId, memberId), eq(memberSports.sport, 'basketball')))
  )[0]?.e ?? null;
const paymentCount = async () =>
  (await kit.t.database.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;
const record = async (username: string, body: Record<string, unknown>, who = 'finance01') =>
  kit.post(
    `/api/staff/members/${await idOf(username)}/membership-desk-payments`,
    { sport: 'basketball', method: 'cash', amount_cents: 15000, received_on: today(), reference: '', ...body },
    who,
    null,
  );
const byMethod = async (key: string) => {
  const rows = (
    await kit.get(`/api/staff/reports/payments-by-method?from=${today()}&to=${today()}`, 'finance01')
  ).json().data.rows as Record<string, string | number>[];
  return Number(rows.find((r) => r.key === key)?.net ?? 0);
};

describe('POST /api/staff/members/{member}/membership-desk-payments', () => {
  it.each([
    [
      'less than the price',
      { amount_cents: 14999 },
      'amount_cents',
      'The membership costs $150.00: record the whole price.',
    ],
    [
      'more than the price',
      { amount_cents: 15001 },
      'amount_cents',
      'The membership costs $150.00: record the whole price.',
    ],
    ['no sport', { sport: 'chess' }, 'sport', 'Choose the sport.'],
    ['a cheque without its number', { method: 'cheque' }, 'reference', 'Enter the cheque number.'],
    [
      'a day after today',
      { received_on: addDaysIso(todayIn('Australia/Sydney'), 2) },
      'received_on',
      'The day it was received cannot be after today.',
    ],
  ])('%s: 422 with the field error, nothing written', async (_name, body, field, message) => {
    const before = await paymentCount();
    const res = await record('member01', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect(await paymentCount()).toBe(before);
  });

  it('not due yet (409), no such member (404), a competition officer may not (403)', async () => {
    const early = await record('manager01', {});
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'You do not have to renew your sport membership before a date 31 days before expiry.',
    ]);
    expect(
      (
        await kit.post(
          '/api/staff/members/999999/membership-desk-payments',
          { sport: 'basketball', method: 'cash', amount_cents: 15000, received_on: today(), reference: '' },
          'finance01',
          null,
        )
      ).statusCode,
    ).toBe(404);
    expect((await record('member01', {}, 'compofficer01')).statusCode).toBe(403);
  });

  it('the member record gives each sport its price, so the desk form shows what is paid', async () => {
    const res = await kit.get(`/api/staff/members/${await idOf('member01')}`, 'finance01');
    expect(res.json().data.sports).toEqual([expect.objectContaining({ sport: 'basketball', price_cents: 15000 })]);
  });

  it('$150 by transfer renews member01 as online: 12 months on, a receipt with the expiry, counted as a transfer; reversed, it goes back', async () => {
    const memberId = await idOf('member01');
    const from = (await expiryOf(memberId))!;
    const before = await byMethod('Bank transfer');
    const res = await record('member01', { method: 'bank_transfer', reference: 'MIA BASKETBALL' });
    expect(res.statusCode, res.body).toBe(200);
    const { receipt_id: receipt, order_id: orderId, expiry_date: to, message } = res.json().data;
    expect(to).toBe(addMonthsIso(from, 12));
    expect(await expiryOf(memberId)).toBe(to);
    expect(message).toBe(
      `$150.00 by bank transfer was recorded: receipt #${receipt}. The membership now expires ${isoToDmy(to)}.`,
    );
    const mine = (await kit.get(`/api/ecommerce/order/${orderId}`, 'member01')).json().data;
    expect(mine.o_payments[0]).toMatchObject({ p_id: receipt, p_origin: 'Bank transfer', p_amount: 15000 });
    const mail = await kit.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${orderId}`));
    expect(mail[0]?.textBody).toContain(`Membership now expires ${isoToDmy(to)}`);
    expect((await byMethod('Bank transfer')) - before).toBe(15000);
    // once renewed it is no longer due: online and at the desk alike
    expect((await record('member01', {})).statusCode).toBe(409);
    expect((await kit.post('/api/ecommerce/membership/basketball', membershipBody(), 'member01')).statusCode).toBe(422);
    const audit = (await kit.get(`/api/staff/audit?entity=member&entity_id=${memberId}`, 'admin01')).json().data.rows;
    expect(audit.map((a: { action: string; actor: string }) => [a.action, a.actor])).toContainEqual([
      'payments.desk',
      'finance01',
    ]);

    const reversed = await kit.post(
      `/api/staff/payments/${receipt}/reversal`,
      { reason: 'Transfer never arrived' },
      'finance01',
      null,
    );
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data.message).toMatch(new RegExp(`^Receipt #${receipt} \\(\\$150\\.00\\) was reversed\\. `));
    expect(await expiryOf(memberId)).toBe(from);
    expect((await byMethod('Bank transfer')) - before).toBe(0);
    // due again: it can be paid again at the desk
    expect((await record('member01', {})).statusCode).toBe(200);
  });
});
