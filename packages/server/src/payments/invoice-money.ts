import { sql } from 'drizzle-orm';

// What an invoice owes, worked out once in SQL (decisions 200, 201) for every back-office query that pages, sorts,
// filters or sums by it: its items, less what its payments paid off (a payment's $1 donation pays nothing off, a
// discount does, a refund undoes only what paid for the goods), less its credit notes; what is owing never below 0.

/** `with money as (…)`: one row an invoice, `id, amount, paid, credited, owing` in cents; add CTEs after it with `, name as (…)`. */
export const INVOICE_MONEY = sql`
  with money as (
    select id, amount, paid, credited, greatest(0, amount - paid - credited) as owing from (
      select i.id,
        coalesce((select sum(it.unit_price_cents * it.quantity) from invoice_items it where it.invoice_id = i.id), 0)::int as amount,
        coalesce((select sum(p.amount_cents - p.donation_cents + p.discount_cents - least(p.refunded_cents, p.amount_cents - p.donation_cents))
          from payments p where p.invoice_id = i.id), 0)::int as paid,
        coalesce((select sum(c.amount_cents) from credit_notes c where c.invoice_id = i.id), 0)::int as credited
      from invoices i
    ) sums
  )`;
