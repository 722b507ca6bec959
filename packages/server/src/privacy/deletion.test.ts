import { and, eq, isNull, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../platform/audit.tables';
import { members } from '../platform/members.tables';
import { storedFiles } from '../platform/platform.tables';
import { deletionRequests } from './privacy-deletions.tables';

// Issue 44's "Done when" (docs/decisions/324): parent01 asks to delete Poppy's data, admin01 confirms, and a search of
// EVERY table's text, JSON and date columns (read from information_schema, so a table added later is searched too)
// finds nothing of her name, email or date of birth, while her receipt stays, now for "Former member #id". A second
// request and a second confirm change nothing.

/** One app for the file, signed in as demo accounts (tokens kept). */
const kit = {
  t: undefined as unknown as TestApp,
  tokens: new Map<string, string>(),
  async as(username: string): Promise<string> {
    let token = kit.tokens.get(username);
    if (!token) kit.tokens.set(username, (token = await kit.t.asMember(username)));
    return token;
  },
};
afterAll(async () => {
  await kit.t.close();
});
/** Poppy's basketball renewal paid with the sandbox's good card (../shared/CONTRACT.md). */
const membershipBody = () => ({
  cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Paula Parent', cardExpiry: '12/30', cardCVC: '123' },
  couponCart: null,
  donationCart: [],
  membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
  sport: 'basketball',
});
const EMAIL = 'poppy.parent.h44@example.net';
const DOB = '2015-05-10';
let poppy: number;

interface Hit {
  place: string;
  n: number;
}

/** Every text, JSON and date column of every table, counting the rows holding Poppy's name, email or date of birth. */
async function searchEverything(): Promise<Hit[]> {
  const db = kit.t.database.db;
  const cols = (
    (await db.execute(sql`select c.table_name as t, c.column_name as c, c.data_type as d from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name not like '\\_\\_%'
        and c.data_type in ('text', 'character varying', 'character', 'USER-DEFINED', 'json', 'jsonb', 'date', 'ARRAY')
      order by 1, 2`)) as unknown as { rows: { t: string; c: string; d: string }[] }
  ).rows;
  expect(cols.length).toBeGreaterThan(200);
  const hits: Hit[] = [];
  for (const { t, c, d } of cols) {
    const col = sql.raw(`"${c}"`);
    const where =
      d === 'date'
        ? sql`${col} = ${DOB}::date`
        : sql`${col}::text ilike '%poppy%' or ${col}::text ilike ${'%' + EMAIL + '%'} or ${col}::text like ${'%' + DOB + '%'} or ${col}::text like '%10/05/2015%'`;
    const res = (await db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${t}"`)} where ${where}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    if (res.rows[0]!.n) hits.push({ place: `${t}.${c}`, n: res.rows[0]!.n });
  }
  return hits;
}

const actFor = () => ({ 'x-act-for': String(poppy) });

beforeAll(async () => {
  kit.t = await buildTestApp();
  const db = kit.t.database.db;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNull(members.username), eq(members.firstname, 'Poppy')));
  poppy = row!.id;
  // her own address, phone, medical note and photo, so each has a trace to find
  await db.insert(storedFiles).values({ key: 'photos/poppy-h44.jpg', bytes: Buffer.from('jpeg'), version: 'v1' });
  await db
    .update(members)
    .set({ email: EMAIL, mobile: '0499111222', ecMedical: 'Poppy has asthma', photoPath: 'photos/poppy-h44.jpg' })
    .where(eq(members.id, poppy));
  // a staff change and a security event about her, as the trail and the log keep them
  await db.insert(auditLog).values({
    actor: 'admin01',
    action: 'members.correct',
    entity: 'member',
    entityId: String(poppy),
    before: { firstname: 'Popy', dob: DOB },
    after: { firstname: 'Poppy' },
  });
  await db.execute(
    sql`insert into security_events (kind, member_id, username, ip) values ('sign-in', ${poppy}, 'Poppy', '10.0.0.9')`,
  );
});

describe("deleting Poppy's data (parent01 asks, admin01 confirms)", () => {
  it('de-identifies her everywhere, keeps her receipt, and a second request or confirm changes nothing', async () => {
    const db = kit.t.database.db;
    // parent01 renews Poppy's membership: an order, a payment and a receipt mail with her name
    const paid = await kit.t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/basketball',
      token: await kit.as('parent01'),
      payload: membershipBody(),
      headers: { 'idempotency-key': `test-${crypto.randomUUID()}`, ...actFor() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await searchEverything();
    expect(before.map((h) => h.place)).toEqual(
      expect.arrayContaining(['members.firstname', 'members.email', 'members.dob', 'audit_log.after']),
    );

    const ask = () =>
      kit.t.request({
        method: 'POST',
        url: '/api/member/privacy/deletions',
        token: kit.tokens.get('parent01'),
        payload: { person_id: poppy },
      });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.already).toBe(false);
    expect((await ask()).json().data.already).toBe(true);
    expect(await db.select().from(deletionRequests).where(eq(deletionRequests.memberId, poppy))).toHaveLength(1);

    const admin = await kit.as('admin01');
    const queue = (await kit.t.request({ method: 'GET', url: '/api/staff/privacy/deletions', token: admin })).json()
      .data as { id: number; name: string; requested_by: string; by_guardian: boolean; status: string }[];
    const request = queue.find((r) => r.name === 'Poppy Parent')!;
    expect(request).toMatchObject({ requested_by: 'Paula Parent', by_guardian: true, status: 'requested' });

    const confirm = () =>
      kit.t.request({ method: 'POST', url: `/api/staff/privacy/deletions/${request.id}/confirm`, token: admin });
    const done = await confirm();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ already: false, name: `Former member #${poppy}` });

    expect(await searchEverything()).toEqual([]);

    // her receipt stays, for "Former member #id"; her photo's file is gone; she cannot sign in or be acted for
    const [person] = await db.select().from(members).where(eq(members.id, poppy));
    expect([person!.firstname, person!.lastname, person!.photoPath, person!.deactivatedAt]).toEqual([
      `Former member #${poppy}`,
      '',
      null,
      expect.any(Date),
    ]);
    const receipts = (await db.execute(
      sql`select p.amount_cents from payments p join orders o on o.id = p.order_id where o.member_id = ${poppy}`,
    )) as unknown as { rows: unknown[] };
    expect(receipts.rows).toHaveLength(1);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.key, 'photos/poppy-h44.jpg'))).toEqual([]);
    const record = await kit.t.request({ method: 'GET', url: `/api/staff/members/${poppy}`, token: admin });
    expect(record.body).toContain(`Former member #${poppy}`);

    // again: nothing changes (same member row, no new audit row)
    const trail = async () =>
      (
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(poppy)))
      ).length;
    const rows = await trail();
    const again = await confirm();
    expect(again.json().data.already).toBe(true);
    expect(await trail()).toBe(rows);
    expect((await db.select().from(members).where(eq(members.id, poppy)))[0]).toEqual(person);
    expect((await ask()).statusCode).toBe(403); // she is no longer in her guardian's family
  });

  it('refuses a member without staff rights (403) and an unknown request (404)', async () => {
    const member = await kit.as('member01');
    const admin = await kit.as('admin01');
    expect(
      (await kit.t.request({ method: 'GET', url: '/api/staff/privacy/deletions', token: member })).statusCode,
    ).toBe(403);
    const res = await kit.t.request({
      method: 'POST',
      url: '/api/staff/privacy/deletions/999999/confirm',
      token: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});
