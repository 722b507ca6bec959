import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, settledChecks, type Check, type Q } from '../bench/regday/invariants';
import type { Db } from '../src/platform/db';
import { queryOf } from './db-query';
import { buildTestApp, type TestApp } from './harness';

// npm run bench:regday's invariant checker (docs/decisions/343) against a seeded database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): it holds after a paid renewal, and each way of breaking one invariant (a corruption written in a
// transaction that is then rolled back) breaks exactly that one, named as the report prints it, and no other.

const KEY = 'regday-test-0000000001';
const ORDER_COLUMNS =
  'member_id, kind, status, description, subtotal_cents, discount_cents, donation_cents, tax_cents, total_cents, data';
const MAIL_COLUMNS = 'to_address, subject, text_body, html_body, status, sent_at';
const RECEIPT = `dedupe_key = 'receipt:' || $1::int`;

interface Case {
  what: string;
  breaks: string;
  /** Write the corruption; `order`: the paid renewal's order. */
  corrupt(q: Q, order: number): Promise<unknown>;
  found: RegExp;
}

const CASES: Case[] = [
  {
    what: 'a person registered twice',
    breaks: '0 duplicate people',
    corrupt: (q) =>
      q.query(`insert into members (firstname, lastname, dob, gender, email, mobile, postcode)
        select firstname, lastname, dob, gender, email, mobile, postcode from members where username = 'member01'`),
    found: /^members \d+ and \d+: Mia Member, born \d{4}-\d\d-\d\d$/,
  },
  {
    what: 'a camp of one place paid for twice',
    breaks: '0 oversold places',
    corrupt: (q, order) =>
      q.query(
        `with p as (insert into products (category_id, name, title, price_cents, quantity, booked, no_attendee)
           select id, 'regday-oversold', 'Last camp', 0, 1, 1, true from product_categories order by id limit 1
           returning id)
         insert into order_lines (order_id, position, kind, ref_id, name, quantity, unit_price_cents, total_cents)
         select $1, 9, 'product', p.id, 'Last camp', 2, 0, 0 from p`,
        [order],
      ),
    found: /^product \d+ \(Last camp\): 2 sold, 1 booked of 1$/,
  },
  {
    what: 'a division entered past its capacity',
    breaks: '0 oversold places',
    corrupt: (q) =>
      q.query(`insert into team_entries (order_id, member_id, division_id, team_name, takes_place, entry)
        select -g, m.id, d.division_id, 'Overfull ' || g, true, '{}'
          from (select division_id, capacity from division_entries where capacity is not null
                 order by division_id limit 1) d
         cross join generate_series(1, d.capacity + 1) g
         cross join (select id from members where username = 'member01') m`),
    found: /^division \d+: (\d+) entered, \d+ taken of \d+$/,
  },
  {
    what: 'a membership paid twice (another order, as a second key makes it, with its own receipt)',
    breaks: '0 double charges',
    corrupt: (q, order) =>
      q.query(
        `with o as (insert into orders (${ORDER_COLUMNS}, paid_at) select ${ORDER_COLUMNS}, paid_at from orders
           where id = $1 returning id)
         insert into mail_outbox (dedupe_key, ${MAIL_COLUMNS}) select 'receipt:' || o.id, ${MAIL_COLUMNS}
           from mail_outbox, o where ${RECEIPT}`,
        [order],
      ),
    found: /^member \d+ paid 2 times for .*Basketball/,
  },
  {
    what: 'an Idempotency-Key taken by a second attempt (its unique key dropped)',
    breaks: '0 double charges',
    corrupt: async (q, order) => {
      await q.query('drop index payment_attempts_member_key');
      await q.query(
        `with o as (insert into orders (${ORDER_COLUMNS})
           select member_id, kind, 'failed', description, subtotal_cents, discount_cents, donation_cents, tax_cents,
                  total_cents, data from orders where id = $1 returning id)
         insert into payment_attempts (member_id, idempotency_key, request_hash, order_id, status, amount_cents,
                                       reference, lease_until)
         select a.member_id, a.idempotency_key, a.request_hash, o.id, 'failed', a.amount_cents,
                a.reference || '-again', a.lease_until
           from payment_attempts a, o where a.order_id = $1`,
        [order],
      );
    },
    found: new RegExp(`^key ${KEY} of member \\d+ used 2 times$`),
  },
  {
    what: 'a payment attempt left reserved',
    breaks: 'every payment settled',
    corrupt: (q, order) => q.query(`update payment_attempts set status = 'reserved' where order_id = $1`, [order]),
    found: /^payment attempt \d+ still reserved$/,
  },
  {
    what: 'an order left pending',
    breaks: 'every payment settled',
    corrupt: (q, order) =>
      q.query(
        `insert into orders (${ORDER_COLUMNS})
         select member_id, kind, 'pending', description, subtotal_cents, discount_cents, donation_cents, tax_cents,
                total_cents, data from orders where id = $1`,
        [order],
      ),
    found: /^order \d+ still pending$/,
  },
  {
    what: 'a receipt never mailed (the outbox gave up)',
    breaks: 'every receipt mailed once',
    corrupt: (q, order) =>
      q.query(`update mail_outbox set status = 'failed', sent_at = null where ${RECEIPT}`, [order]),
    found: /^order \d+: 0 receipts sent of 1 queued$/,
  },
  {
    what: 'a receipt mailed twice',
    breaks: 'every receipt mailed once',
    corrupt: (q, order) =>
      q.query(
        `insert into mail_outbox (dedupe_key, ${MAIL_COLUMNS}) select dedupe_key, ${MAIL_COLUMNS} from mail_outbox
          where ${RECEIPT}`,
        [order],
      ),
    found: /^order \d+: 2 receipts sent of 2 queued$/,
  },
];

class Rollback extends Error {}

/** `work` inside a transaction that is then rolled back: the database is as it was for the next case. */
async function rolledBack<T>(db: Db, work: (q: Q) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(queryOf(tx));
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return result!;
}

const byName = (checks: Check[]) => checks.map((c) => [c.name, c.found]);

describe('the invariants, read from the database', () => {
  let t: TestApp;
  let from: Date;
  let order: number;
  let clean: Check[];
  beforeAll(async () => {
    t = await buildTestApp({ mailOutbox: { pollMs: 20, retryBaseMs: 10, maxAttempts: 5 } });
    const q = queryOf(t.database.db);
    // the demo data was made within the last second (its own duplicate pairs are not the test's): from now exactly
    from = new Date((await q.query('select now() as now')).rows[0]!.now as string);
    const paid = await t.request({
      method: 'POST',
      url: '/api/ecommerce/membership/basketball',
      token: await t.asMember('member01'),
      headers: { 'idempotency-key': KEY },
      payload: {
        cardData: { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' },
        membershipCart: { p_name: 'Basketball Membership', p_price: 15000 },
        sport: 'basketball',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    order = paid.json().data.o_id as number;
    clean = await settledChecks(q, from, 30_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('hold after a paid renewal whose receipt was mailed', () => {
    expect(byName(clean)).toEqual(clean.map((c) => [c.name, []]));
  });

  it('each has a way to break it below', () => {
    expect(new Set(CASES.map((c) => c.breaks))).toEqual(new Set(clean.map((c) => c.name)));
  });

  it.each(CASES)('$what: breaks $breaks, and no other', async ({ breaks, corrupt, found }) => {
    const checks = await rolledBack(t.database.db, async (q) => {
      await corrupt(q, order);
      return checkInvariants(q, from);
    });
    expect(byName(checks)).toEqual(
      checks.map((c) => [c.name, c.name === breaks ? [expect.stringMatching(found)] : []]),
    );
  });
});
