import { duplicateMatch, type PersonFacts } from '@portal/domain/staff/duplicates';

// After the run, straight from PostgreSQL (issue 46 item 1): no duplicate person, no place sold twice over, no double
// charge, every payment settled, every receipt mailed once. Only what was made since the run began is judged: the
// demo data holds pairs of duplicates on purpose (decision 162's merge page shows them).

export interface Check {
  name: string;
  /** What breaks it, one line each; none: it holds. */
  found: string[];
}

/** A pg Pool, or the tests' database through drizzle. */
export interface Q {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}
const lines = async (db: Q, sql: string, since: Date, show: (r: Record<string, unknown>) => string) =>
  ((await db.query(sql, [since])).rows as Record<string, unknown>[]).map(show);

/** Pairs the portal's own rule (decision 162: same name, date of birth and gender, and a contact) calls one person. */
async function duplicatePeople(db: Q, since: Date): Promise<string[]> {
  const { rows } = (await db.query(
    `select row_to_json(a) a, row_to_json(b) b from
       (select id, firstname, lastname, dob::text dob, gender, postcode, mobile, email, created_at from members
         where deactivated_at is null) a
       join (select id, firstname, lastname, dob::text dob, gender, postcode, mobile, email, created_at from members
         where deactivated_at is null) b
         on lower(a.firstname) = lower(b.firstname) and lower(a.lastname) = lower(b.lastname) and a.dob = b.dob
        and a.id < b.id
      where b.created_at >= $1`,
    [since],
  )) as { rows: { a: PersonFacts & { id: number }; b: PersonFacts & { id: number } }[] };
  return rows
    .filter((r) => duplicateMatch(r.a, r.b).length > 0)
    .map((r) => `members ${r.a.id} and ${r.b.id}: ${r.b.firstname} ${r.b.lastname}, born ${r.b.dob}`);
}

const OVERSOLD_PRODUCTS = `
  select p.id, p.title, p.quantity, p.booked, coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0)::int sold
    from products p left join order_lines l on l.kind = 'product' and l.ref_id = p.id left join orders o on o.id = l.order_id
   where p.created_at >= $1 or o.created_at >= $1
   group by p.id having p.booked > p.quantity or coalesce(sum(l.quantity) filter (where o.status = 'paid'), 0) > p.quantity`;
const OVERSOLD_DIVISIONS = `
  select d.division_id, d.capacity, d.places_taken,
         (select count(*) from team_entries e where e.division_id = d.division_id and e.takes_place
            and e.status in ('held', 'placed'))::int entered
    from division_entries d
   where d.capacity is not null and $1::timestamptz is not null
     and (d.places_taken > d.capacity or (select count(*) from team_entries e where e.division_id = d.division_id
          and e.takes_place and e.status in ('held', 'placed')) > d.capacity)`;

// One charge per order (the gateway's captures through each attempt's reference, and the ledger's payments), and no
// member paying twice for one thing: a membership or a team entry bought twice in the run (two keys, one intent).
const DOUBLE_CHARGES = `
  select 'order ' || a.order_id || ' charged ' || count(*) || ' times at the gateway' what
    from payment_attempts a join sandbox_payments s on s.reference = a.reference
   where a.created_at >= $1 and s.status in ('captured', 'refunded') group by a.order_id having count(*) > 1
  union all
  select 'order ' || p.order_id || ' paid ' || count(*) || ' times in the ledger' from payments p
    join orders o on o.id = p.order_id
   where o.created_at >= $1 and o.invoice_id is null group by p.order_id having count(*) > 1
  union all
  select 'member ' || member_id || ' paid ' || count(*) || ' times for ' || description from orders
   where created_at >= $1 and status = 'paid' and kind in ('membership', 'nomination')
   group by member_id, kind, description having count(*) > 1`;
const KEY_TWICE = `
  select member_id, idempotency_key, count(*)::int n from payment_attempts where created_at >= $1
   group by member_id, idempotency_key having count(*) > 1`;

const UNSETTLED = `
  select 'order ' || id || ' still ' || status what from orders where created_at >= $1 and status = 'pending'
  union all
  select 'payment attempt ' || id || ' still reserved' from payment_attempts where created_at >= $1 and status = 'reserved'
  union all
  select 'gateway payment ' || s.id || ' ' || s.status || ' for order ' || coalesce(a.order_id::text, '?')
    from sandbox_payments s left join payment_attempts a on a.reference = s.reference
   where s.created_at >= $1 and (s.status in ('created', 'authorised')
      or (s.status = 'captured' and not exists (select 1 from orders o where o.id = a.order_id and o.status = 'paid')))`;

const RECEIPTS = `
  select o.id, count(m.id) filter (where m.status = 'sent')::int sent, count(m.id)::int queued
    from orders o left join mail_outbox m on m.dedupe_key = 'receipt:' || o.id
   where o.created_at >= $1 and o.status = 'paid'
   group by o.id having count(m.id) filter (where m.status = 'sent') <> 1 or count(m.id) <> 1`;

/** Every invariant, read once. */
export async function checkInvariants(db: Q, since: Date): Promise<Check[]> {
  return [
    { name: '0 duplicate people', found: await duplicatePeople(db, since) },
    {
      name: '0 oversold places',
      found: [
        ...(await lines(
          db,
          OVERSOLD_PRODUCTS,
          since,
          (r) => `product ${r.id} (${r.title}): ${r.sold} sold, ${r.booked} booked of ${r.quantity}`,
        )),
        ...(await lines(
          db,
          OVERSOLD_DIVISIONS,
          since,
          (r) => `division ${r.division_id}: ${r.entered} entered, ${r.places_taken} taken of ${r.capacity}`,
        )),
      ],
    },
    {
      name: '0 double charges',
      found: [
        ...(await lines(db, DOUBLE_CHARGES, since, (r) => String(r.what))),
        ...(await lines(
          db,
          KEY_TWICE,
          since,
          (r) => `key ${r.idempotency_key} of member ${r.member_id} used ${r.n} times`,
        )),
      ],
    },
    { name: 'every payment settled', found: await lines(db, UNSETTLED, since, (r) => String(r.what)) },
    {
      name: 'every receipt mailed once',
      found: await lines(db, RECEIPTS, since, (r) => `order ${r.id}: ${r.sent} receipts sent of ${r.queued} queued`),
    },
  ];
}

/** Payments left half done and receipts not yet sent settle by themselves (recovery, the outbox): wait for them. */
export async function settledChecks(db: Q, since: Date, timeoutMs: number): Promise<Check[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const checks = await checkInvariants(db, since);
    const waiting = checks.filter((c) => c.found.length && /settled|receipt/.test(c.name));
    if (!waiting.length || Date.now() > end) return checks;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
