import type { Q } from '../bench/regday/invariants';
import type { EwayFake } from './eway-fake';

// The load test's checker (bench/regday/invariants.ts) reads the gateway's side of "no double charge, every payment
// settled" from the sandbox's books. When the portal pays through eWAY's fake, the fake holds those books: this reads
// them against the ledger. What breaks them, one line each; none: they hold.

const ATTEMPTS = `
  select a.reference, o.id, o.status, o.total_cents::int total from payment_attempts a join orders o on o.id = a.order_id
   where a.created_at >= $1`;

type Attempt = { reference: string; id: number; status: string; total: number };

export async function ewayChargeChecks(fake: EwayFake, db: Q, since: Date): Promise<string[]> {
  const rows = (await db.query(ATTEMPTS, [since])).rows as Attempt[];
  const orders = new Map(rows.map((o) => [o.reference, o]));
  const charges = [...fake.transactions.values()].filter((t) => t.approved);
  const count = (reference: string) => charges.filter((t) => t.InvoiceReference === reference).length;
  return [
    ...charges.flatMap((t) => {
      const o = orders.get(t.InvoiceReference);
      if (o?.status === 'paid' && o.total === t.TotalAmount) return [];
      return [`eWAY charge ${t.TransactionID} (${t.TotalAmount}) for ${o ? `order ${o.id}, ${o.status}` : 'no order'}`];
    }),
    ...[...orders.values()]
      .filter((o) => o.status === 'paid' && o.total > 0 && count(o.reference) !== 1)
      .map((o) => `order ${o.id} paid, charged ${count(o.reference)} times at eWAY`),
  ];
}
