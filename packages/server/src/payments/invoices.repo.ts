import { and, asc, desc, eq, inArray, ne, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { invoiceItems, invoices, orderLines, orders } from './payments.tables';
import { creditNotes } from './refunds.tables';

// Invoice queries (drizzle only): invoices with who they are for, their items, and what pending orders hold.

export type InvoiceRow = Awaited<ReturnType<typeof invoicesWhere>>[number];

export type InvoicesWhere =
  { memberId: number; teamIds: number[] } | { teamId: number } | { ids: number[] } | { memberIds: number[] };

/** Invoices of a member and of the teams they manage, of one team, by ids, or addressed to several people; with the member's or team's name. */
export function invoicesWhere(db: DbOrTx, where: InvoicesWhere) {
  const filter =
    'ids' in where
      ? inArray(invoices.id, where.ids)
      : 'memberIds' in where
        ? inArray(invoices.memberId, where.memberIds)
        : 'teamId' in where
          ? eq(invoices.teamId, where.teamId)
          : where.teamIds.length
            ? or(eq(invoices.memberId, where.memberId), inArray(invoices.teamId, where.teamIds))
            : eq(invoices.memberId, where.memberId);
  return db
    .select({
      invoice: invoices,
      firstname: members.firstname,
      lastname: members.lastname,
      teamName: teams.name,
      divisionName: divisions.name,
    })
    .from(invoices)
    .leftJoin(members, eq(members.id, invoices.memberId))
    .leftJoin(teams, eq(teams.id, invoices.teamId))
    .leftJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(filter)
    .orderBy(desc(invoices.dueOn), desc(invoices.id));
}

export function itemsOf(db: DbOrTx, invoiceIds: number[]) {
  if (!invoiceIds.length) return Promise.resolve([] as (typeof invoiceItems.$inferSelect)[]);
  return db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, invoiceIds))
    .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.id));
}

/** Teams the member manages or administers: their invoices are the member's to read and pay. */
export async function managedTeamIds(db: DbOrTx, memberId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.memberId, memberId), inArray(teamMembers.role, ['manager', 'admin'])));
  return rows.map((r) => r.teamId);
}

/**
 * Lock an invoice row until the transaction ends: payments towards one invoice settle one at a time. NO KEY UPDATE,
 * because the pending order already holds a KEY SHARE lock on it through its foreign key (FOR UPDATE would deadlock).
 */
export async function lockInvoice(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('no key update')
    .limit(1);
  return row;
}

/** What other pending orders are paying off the invoice right now (their invoice lines). */
export async function pendingInvoiceAmount(tx: DbOrTx, invoiceId: number, exceptOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(orderLines.totalCents).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.invoiceId, invoiceId),
        eq(orders.status, 'pending'),
        ne(orders.id, exceptOrderId),
        eq(orderLines.kind, 'invoice'),
      ),
    );
  return row?.total ?? 0;
}

/** The invoice's total (its items) in cents. */
export async function invoiceTotal(tx: DbOrTx, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${invoiceItems.unitPriceCents} * ${invoiceItems.quantity}), 0)`.mapWith(Number),
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId));
  return row?.total ?? 0;
}

/** What credit notes took off each invoice (docs/decisions/200). */
export async function creditedOf(db: DbOrTx, invoiceIds: number[]): Promise<Map<number, number>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db
    .select({ id: creditNotes.invoiceId, total: sum(creditNotes.amountCents).mapWith(Number) })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .groupBy(creditNotes.invoiceId);
  return new Map(rows.map((r) => [r.id, r.total]));
}
