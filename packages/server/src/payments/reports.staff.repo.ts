import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// The reports' queries (docs/decisions/202). A period is whole days in the association's zone: an instant belongs to
// the day it is in Sydney; the bounds are instants, so the indexes on paid_at and settled_at serve the lookups.

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

const start = (p: Period) => sql`((${p.from}::date)::timestamp at time zone ${p.timeZone})`;
const end = (p: Period) => sql`((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`;
const dayOf = (col: SQL, p: Period) => sql`to_char((${col} at time zone ${p.timeZone})::date, 'YYYY-MM-DD')`;
const paidIn = (p: Period) => sql`p.paid_at >= ${start(p)} and p.paid_at < ${end(p)}`;
const refundedIn = (p: Period) =>
  sql`r.status = 'succeeded' and r.settled_at >= ${start(p)} and r.settled_at < ${end(p)}`;

type Num = number | string;
export interface MoneyRow {
  key: string;
  payments: Num;
  received: Num;
  refunded: Num;
}

/** Payments received and refunds made, per day, per area (order kind) or per method (the payment's origin, decision 273). */
export function paymentsBy(db: DbOrTx, p: Period, by: 'day' | 'area' | 'method'): Promise<MoneyRow[]> {
  const payKey = by === 'day' ? dayOf(sql`p.paid_at`, p) : by === 'area' ? sql`o.kind` : sql`p.origin`;
  const refundKey = by === 'day' ? dayOf(sql`r.settled_at`, p) : by === 'area' ? sql`o.kind` : sql`p.origin`;
  return selectRows<MoneyRow>(
    db,
    sql`
    select key, sum(n)::int as payments, sum(received)::int as received, sum(refunded)::int as refunded from (
      select ${payKey} as key, 1 as n, p.amount_cents as received, 0 as refunded
        from payments p join orders o on o.id = p.order_id where ${paidIn(p)}
      union all
      select ${refundKey} as key, 0, 0, r.amount_cents
        from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where ${refundedIn(p)}
    ) x group by key order by key`,
  );
}

export interface ProductRow {
  area: string;
  product: string;
  quantity: Num;
  sales: Num;
}

/** What the payments of the period bought, per product (order line), before discounts; the donations as one line. */
export function paymentsByProduct(db: DbOrTx, p: Period): Promise<ProductRow[]> {
  return selectRows<ProductRow>(
    db,
    sql`
    select area, product, sum(quantity)::int as quantity, sum(sales)::int as sales from (
      select o.kind as area, l.name as product, l.quantity, l.total_cents as sales
        from payments p join orders o on o.id = p.order_id join order_lines l on l.order_id = o.id where ${paidIn(p)}
      union all
      select 'donation', 'Donation', 1, p.donation_cents from payments p where ${paidIn(p)} and p.donation_cents > 0
    ) x group by area, product order by area, product`,
  );
}

export interface GstRow {
  received: Num;
  donations: Num;
  tax: Num;
  refunded: Num;
  refunded_donations: Num;
  refunded_tax: Num;
}

/** The money and GST of the period's payments and of its refunds (their own GST and donation shares). */
export async function gstTotals(db: DbOrTx, p: Period): Promise<GstRow> {
  const [row] = await selectRows<GstRow>(
    db,
    sql`
    select
      coalesce((select sum(p.amount_cents) from payments p where ${paidIn(p)}), 0)::int as received,
      coalesce((select sum(p.donation_cents) from payments p where ${paidIn(p)}), 0)::int as donations,
      coalesce((select sum(o.tax_cents) from payments p join orders o on o.id = p.order_id where ${paidIn(p)}), 0)::int as tax,
      coalesce((select sum(r.amount_cents) from refunds r where ${refundedIn(p)}), 0)::int as refunded,
      coalesce((select sum(r.donation_cents) from refunds r where ${refundedIn(p)}), 0)::int as refunded_donations,
      coalesce((select sum(r.tax_cents) from refunds r where ${refundedIn(p)}), 0)::int as refunded_tax`,
  );
  return row!;
}

export interface MembershipRow {
  sport: string;
  current: Num;
  expiring: Num;
  expired: Num;
  never: Num;
}

/** Per sport: members current on the last day, expiring within 31 days of it, expired in the period, never registered. */
export function membershipNumbers(db: DbOrTx, p: Pick<Period, 'from' | 'to'>): Promise<MembershipRow[]> {
  return selectRows<MembershipRow>(
    db,
    sql`
    select s.sport,
      count(*) filter (where s.expiry_date >= ${p.to}::date)::int as current,
      count(*) filter (where s.expiry_date >= ${p.to}::date and s.expiry_date <= ${p.to}::date + 31)::int as expiring,
      count(*) filter (where s.expiry_date >= ${p.from}::date and s.expiry_date < ${p.to}::date)::int as expired,
      count(*) filter (where s.expiry_date is null)::int as never
    from member_sports s join members m on m.id = s.member_id
    where m.merged_into is null group by s.sport order by s.sport`,
  );
}
