import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { InvoiceListQuery, StaffInvoiceRow } from '@portal/domain/payments/invoices.staff.contract';
import { centsToInput as dollars } from '@portal/domain/shared/money';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { selectRows } from '../platform/member-rows';
import { containing, readSqlPage, staffList, type PageWindow } from '../platform/staff-list';
import { invoiceItems, invoices } from './payments.tables';
import { INVOICE_MONEY } from './invoice-money';
import { creditNotes } from './refunds.tables';

// The back-office's invoice queries (drizzle only; docs/decisions/200). What an invoice owes is worked out in SQL
// (invoice-money.ts) so the list pages, sorts and filters on the server.

export interface InvoiceMoneyRow {
  id: number;
  owner: string;
  member_id: number | null;
  team_id: number | null;
  description: string;
  issued_on: string;
  due_on: string;
  sent_at: Date | string | null;
  amount: number;
  paid: number;
  credited: number;
  owing: number;
}

export const invoiceList = staffList<NonNullable<InvoiceListQuery['sort']>, StaffInvoiceRow>({
  sort: { id: [sql`i.id`], due_on: [sql`i.due_on`], issued_on: [sql`i.issued_on`], owner: [sql`owner`] },
  byDefault: { key: 'id', order: 'desc' },
  then: [desc(sql`id`)],
  search: { columns: [sql`description`, sql`owner`] },
  csv: [
    { header: 'Invoice', value: (r) => r.id },
    { header: 'For', value: (r) => r.owner },
    { header: 'Description', value: (r) => r.description },
    { header: 'Issued', value: (r) => r.issued_on },
    { header: 'Due', value: (r) => r.due_on },
    { header: 'Amount', value: (r) => dollars(r.amount_cents) },
    { header: 'GST', value: (r) => dollars(r.tax_cents) },
    { header: 'Paid', value: (r) => dollars(r.paid_cents) },
    { header: 'Credited', value: (r) => dollars(r.credited_cents) },
    { header: 'Owing', value: (r) => dollars(r.owing_cents) },
    { header: 'Overdue', value: (r) => (r.overdue ? 'yes' : '') },
  ],
});

/** The invoices with their money that `q` finds on `today` (or the given ones), unordered. */
function matching(q: InvoiceListQuery, today: string, ids?: number[]) {
  const text = invoiceList.search(q.q);
  const state =
    q.state === 'owing'
      ? sql`and owing > 0`
      : q.state === 'overdue'
        ? sql`and owing > 0 and due_on < ${today}`
        : q.state === 'paid'
          ? sql`and owing = 0`
          : sql``;
  const where = ids
    ? sql`where id in (${sql.join(ids.length ? ids : [0], sql`, `)})`
    : sql`where true ${state} ${text ? sql`and ${text}` : sql``}`;
  return sql`${INVOICE_MONEY}
    select * from (
      select i.id, coalesce(t.name, trim(m.firstname || ' ' || m.lastname)) as owner, i.member_id, i.team_id, i.description,
        to_char(i.issued_on, 'YYYY-MM-DD') as issued_on, to_char(i.due_on, 'YYYY-MM-DD') as due_on, i.sent_at,
        money.amount, money.paid, money.credited, money.owing
      from invoices i join money on money.id = i.id
      left join members m on m.id = i.member_id left join teams t on t.id = i.team_id
    ) i ${where}`;
}

/** One page of invoices with their money, and how many match in all. */
export const invoicePage = (db: DbOrTx, q: InvoiceListQuery, today: string, page: PageWindow) =>
  readSqlPage<InvoiceMoneyRow>(db, matching(q, today), invoiceList.order(q), page);

/** The given invoices with their money. */
export const invoicesById = (db: DbOrTx, ids: number[]) =>
  selectRows<InvoiceMoneyRow>(db, matching({ page: 0, pageSize: 10, order: 'asc', q: '', state: '' }, '', ids));

export function itemsOf(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.id));
}

export function creditNotesOf(db: DbOrTx, invoiceId: number) {
  return db
    .select({ note: creditNotes, by: members.username })
    .from(creditNotes)
    .leftJoin(members, eq(members.id, creditNotes.actorMemberId))
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.id));
}

export async function insertInvoice(
  tx: DbOrTx,
  row: typeof invoices.$inferInsert,
  lines: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'>[],
): Promise<number> {
  const [inv] = await tx.insert(invoices).values(row).returning({ id: invoices.id });
  await tx.insert(invoiceItems).values(lines.map((l) => ({ ...l, invoiceId: inv!.id })));
  return inv!.id;
}

export async function markSent(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(invoices).set({ sentAt: at }).where(eq(invoices.id, id));
}

export async function insertCreditNote(tx: DbOrTx, row: typeof creditNotes.$inferInsert): Promise<number> {
  const [note] = await tx.insert(creditNotes).values(row).returning({ id: creditNotes.id });
  return note!.id;
}

/** The member (by id) or the team (by id) an invoice is for, with a name; undefined when there is none. */
export async function ownerExists(
  db: DbOrTx,
  owner: { memberId: number | null; teamId: number | null },
): Promise<boolean> {
  const rows =
    owner.memberId !== null
      ? await db.select({ id: members.id }).from(members).where(eq(members.id, owner.memberId)).limit(1)
      : await db
          .select({ id: teams.id })
          .from(teams)
          .where(eq(teams.id, owner.teamId ?? 0))
          .limit(1);
  return rows.length > 0;
}

/** Who receives an invoice by mail: its member, or its team's managers and admins. */
export function recipients(db: DbOrTx, owner: { memberId: number | null; teamId: number | null }) {
  const who = { email: members.email, firstname: members.firstname, lastname: members.lastname };
  if (owner.memberId !== null) return db.select(who).from(members).where(eq(members.id, owner.memberId));
  return db
    .selectDistinct(who)
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .where(and(eq(teamMembers.teamId, owner.teamId ?? 0), inArray(teamMembers.role, ['manager', 'admin'])));
}

/** Teams whose name matches, newest season first (at most 20). */
export function teamsNamed(db: DbOrTx, q: string) {
  const text = containing(q.trim());
  return db
    .select({ id: teams.id, name: teams.name, division: divisions.name, season: seasons.name })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(or(ilike(teams.name, text), ilike(divisions.name, text)))
    .orderBy(sql`${seasons.id} desc`, asc(teams.name))
    .limit(20);
}
