import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OfficialWaiting } from '@portal/domain/rosters/bank-waiting.contract';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { mailOutbox } from '../platform/mail/outbox.tables';

// Officials owed pay without bank details (decision 283): the list the pay run's "games wait" leads to, one reminder
// each a day (audited, in the outbox), and the EFT page opened without an administrator ticking is_eft.

let t: TestApp;
let finance: string;
let clock = new Date();
const SUBJECT = 'Your officiating pay is waiting for your bank details';
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  finance = await t.asMember('finance01');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = finance) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: unknown, token = finance) => t.request({ method: 'POST', url, payload, token });
const waiting = async () => (await get('/api/staff/officials-pay/waiting-for-bank')).json().data as OfficialWaiting[];
const remind = (ids: unknown[]) => post('/api/staff/officials-pay/waiting-for-bank/remind', { member_ids: ids });
const reminders = async () =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `${SUBJECT} | Hornsby Ku-ring-gai Basketball & Netball Association`));
const audits = async (action: string) =>
  (
    (await t.database.db.execute(
      sql`select entity_id, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; after: unknown }[] }
  ).rows;

describe('officials waiting for bank details (decision 283)', () => {
  it('lists the officials owed pay without bank details, to finance only', async () => {
    const list = await waiting();
    const rhys = list.find((o) => o.name === 'Rhys Referee')!;
    expect(rhys).toMatchObject({ eft_page: false, reminded_at: null });
    expect(rhys.games).toBeGreaterThan(0);
    expect(rhys.amount_cents).toBeGreaterThan(0);
    for (const who of ['refcoord01', 'venue01', 'referee01'])
      expect((await get('/api/staff/officials-pay/waiting-for-bank', await t.asMember(who))).statusCode).toBe(403);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    for (const ids of [[], ['x'], [0], [-3]]) {
      const res = await remind(ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().errors).toHaveProperty(ids.length ? 'member_ids.0' : 'member_ids');
    }
    expect((await post('/api/staff/officials-pay/waiting-for-bank/remind', {})).statusCode).toBe(422);
    expect(await reminders()).toHaveLength(0);
    expect(
      (
        await post(
          '/api/staff/officials-pay/waiting-for-bank/remind',
          { member_ids: [1] },
          await t.asMember('refcoord01'),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('emails a reminder once a day, audited; the reminder opens the EFT page, where referee01 enters his details', async () => {
    const rhys = (await waiting()).find((o) => o.name === 'Rhys Referee')!;
    let referee = await t.asMember('referee01');
    expect((await get('/api/member/user', referee)).json().data.is_eft).toBe(false);
    expect((await get('/api/member/eft', referee)).statusCode).toBe(403);

    // two clicks at once, and an id that waits for nothing: one mail
    const [a, b] = await Promise.all([remind([rhys.member_id, 999_999]), remind([rhys.member_id])]);
    expect([a.json().data.emailed, b.json().data.emailed].sort()).toEqual([0, 1]);
    expect(a.json().data.skipped).toBeGreaterThanOrEqual(1);
    const mails = await reminders();
    expect(mails.map((m) => m.toAddress)).toEqual(['referee01@example.com.au']);
    expect(mails[0]!.textBody).toContain('/member/eftaccount');
    expect(mails[0]!.textBody).toMatch(/owes you \$\d+\.\d\d for/);
    expect(await audits('officials.pay.bank_reminder')).toEqual([
      expect.objectContaining({ entity_id: String(rhys.member_id) }),
    ]);
    expect(await audits('officials.pay.eft_opened')).toEqual([
      { entity_id: String(rhys.member_id), after: { is_eft: true } },
    ]);
    const listed = (await waiting()).find((o) => o.member_id === rhys.member_id)!;
    expect(listed.eft_page).toBe(true);
    expect(listed.reminded_at).not.toBeNull();

    // within the day: not again; a day later: again (staff sessions last 12 hours: signed in again)
    clock = new Date(clock.getTime() + 23 * 3_600_000);
    finance = await t.asMember('finance01');
    expect((await remind([rhys.member_id])).json().data).toMatchObject({ emailed: 0, skipped: 1 });
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    finance = await t.asMember('finance01');
    expect((await remind([rhys.member_id])).json().data).toMatchObject({
      emailed: 1,
      skipped: 0,
      message: 'One official was emailed a reminder.',
    });
    expect(await reminders()).toHaveLength(2);

    // no administrator needed: his profile has the EFT flag, he saves his details and leaves the list
    referee = await t.asMember('referee01');
    expect((await get('/api/member/user', referee)).json().data.is_eft).toBe(true);
    const eft = await post(
      '/api/member/eft',
      { acctname: 'Rhys Referee', acctbsb: '082001', acctnumber: '123456789' },
      referee,
    );
    expect(eft.statusCode, eft.body).toBe(200);
    expect((await waiting()).map((o) => o.member_id)).not.toContain(rhys.member_id);
    expect((await remind([rhys.member_id])).json().data).toMatchObject({ emailed: 0, skipped: 1 });
  });

  it("a pay run that leaves officials' games waiting opens their EFT pages (audited), even when it pays nothing", async () => {
    const before = (await waiting()).filter((o) => !o.eft_page);
    expect(before.length).toBeGreaterThan(0);
    const today = todayIn('Australia/Sydney', clock);
    const res = await post('/api/staff/officials-pay/runs', { from: addDaysIso(today, -3650), to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toMatch(/wait for officials to enter their bank details/);
    expect((await waiting()).filter((o) => !o.eft_page)).toEqual([]);
    const opened = (await audits('officials.pay.eft_opened')).map((r) => Number(r.entity_id));
    for (const o of before) expect(opened).toContain(o.member_id);
  });
});
