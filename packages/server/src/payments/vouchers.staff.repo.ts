import { desc, eq, sql } from 'drizzle-orm';
import type { VoucherListQuery } from '@portal/domain/payments/vouchers.staff.contract';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { selectRows } from '../platform/member-rows';
import { readSqlPage, staffList, type PageWindow } from '../platform/staff-list';
import { voucherRedemptions, vouchers } from './payments.tables';

// The back-office's voucher queries (drizzle only; docs/decisions/240, 241). A voucher's state comes from its one
// live redemption row (the partial unique key): held, redeemed or void; without one it is unredeemed or expired.

export interface VoucherListRow {
  id: number;
  number: string;
  pin: string;
  kind: 'association' | 'akv';
  value_cents: number;
  recipient: string | null;
  valid_until: string | null;
  created_at: Date | string;
  state: 'unredeemed' | 'held' | 'redeemed' | 'voided' | 'expired';
  order_id: number | null;
  redeemed_cents: number | null;
}

const voucherList = staffList({
  sort: { number: [sql`number`], created_at: [sql`created_at`], value_cents: [sql`value_cents`] },
  byDefault: [],
  then: [desc(sql`id`)],
  search: { columns: [sql`number::text`, sql`recipient`] },
});

/** The vouchers `q` finds (or the one of `id`) with their state on `today`, unordered. */
function matching(q: Pick<VoucherListQuery, 'q' | 'kind' | 'state'>, today: string, id?: number) {
  const text = voucherList.search(q.q);
  const where =
    id !== undefined
      ? sql`where id = ${id}`
      : sql`where true
    ${q.kind ? sql`and kind = ${q.kind}` : sql``} ${q.state ? sql`and state = ${q.state}` : sql``} ${text ? sql`and ${text}` : sql``}`;
  return sql`
    select * from (
      select v.id, v.number::text as number, v.pin, v.kind, v.value_cents, v.created_at,
        case when m.id is null then null else trim(m.firstname || ' ' || m.lastname) || ' (' || m.username || ')' end as recipient,
        to_char(v.valid_until, 'YYYY-MM-DD') as valid_until, r.order_id, case when r.status = 'voided' then null else r.amount_cents end as redeemed_cents,
        case when r.status = 'voided' then 'voided' when r.status = 'spent' then 'redeemed' when r.status = 'reserved' then 'held'
          when v.valid_until < ${today}::date then 'expired' else 'unredeemed' end as state
      from vouchers v
      left join members m on m.id = v.recipient_member_id
      left join voucher_redemptions r on r.voucher_id = v.id and r.status <> 'released'
    ) v ${where}`;
}

/** One page of vouchers with their state on `today`, and how many match in all. */
export const voucherPage = (db: DbOrTx, q: VoucherListQuery, today: string, page: PageWindow) =>
  readSqlPage<VoucherListRow>(db, matching(q, today), voucherList.order(q), page);

/** The voucher of `id` with its state on `today`. */
export const voucherById = (db: DbOrTx, id: number, today: string) =>
  selectRows<VoucherListRow>(db, matching({ q: '', kind: '', state: '' }, today, id)).then((r) => r[0]);

/** The voucher, locked until the transaction ends. */
export async function lockVoucher(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update').limit(1);
  return row;
}

export async function memberIdByUsername(db: DbOrTx, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.username, username)).limit(1);
  return row?.id;
}

export async function insertVoucher(tx: DbOrTx, values: typeof vouchers.$inferInsert): Promise<number> {
  const [row] = await tx.insert(vouchers).values(values).returning({ id: vouchers.id });
  return row!.id;
}

/** Void the voucher: its live row. One already live (held, spent or void) fails voucher_redemptions_live_key (23505). */
export function insertVoid(tx: DbOrTx, voucherId: number) {
  return tx.insert(voucherRedemptions).values({ voucherId, orderId: null, status: 'voided', amountCents: 0 });
}

export interface AkvRow {
  voucher_number: string;
  child: string;
  member: string;
  order_id: number;
  paid_at: Date | string;
  amount_cents: number;
}

/** Active & Creative Kids vouchers spent by payments received within [start, end) (instants). */
export function akvRedemptions(db: DbOrTx, period: { from: string; to: string; timeZone: string }) {
  return selectRows<AkvRow>(
    db,
    sql`
    select v.number::text as voucher_number, trim(c.firstname || ' ' || c.lastname) as child, trim(m.firstname || ' ' || m.lastname) as member,
      p.order_id, p.paid_at, r.amount_cents
    from payments p
    join voucher_redemptions r on r.order_id = p.order_id and r.status = 'spent'
    join vouchers v on v.id = r.voucher_id and v.kind = 'akv'
    join members m on m.id = p.member_id
    left join members c on c.id = v.recipient_member_id
    where p.paid_at >= ((${period.from}::date)::timestamp at time zone ${period.timeZone})
      and p.paid_at < ((${period.to}::date + 1)::timestamp at time zone ${period.timeZone})
    order by p.paid_at, p.order_id`,
  );
}
