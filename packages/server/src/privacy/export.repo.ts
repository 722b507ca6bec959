import { and, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import {
  bookings,
  guardianships,
  invoices,
  memberSports,
  members,
  messageRecipients,
  messages,
  orderLines,
  orders,
  payments,
  securityEvents,
  teamMembers,
  teams,
  workingWithChildrenChecks,
} from '../platform/schema';

// What a person's data export holds (issue 44 item 3; docs/decisions/322): one query per kind, each filtered to the
// one person's rows (never read per row, never another person's). A guardian's export of a child holds the child's
// rows only: orders the child is the member of, and the lines of a family order that name the child (not the rest
// of the guardian's order). Read from the schema (the export reads every area's tables, writes none).

type Row = Record<string, unknown>;

/** Never in an export: the password hash and the bank details' ciphertext (bank details are shown on the EFT page). */
const profileColumns = Object.fromEntries(
  Object.entries(getTableColumns(members)).filter(
    ([name]) => !['passwordHash', 'acctNameEnc', 'acctBsbEnc', 'acctNumberEnc'].includes(name),
  ),
);

type Query = (db: DbOrTx, id: number) => Promise<Row[]>;

const isChild = (id: number) => sql`${guardianships.childId} = ${id}`;

const family: Query = (db, id) =>
  db
    .select({
      relation: sql<string>`case when ${isChild(id)} then 'guardian' else 'child' end`,
      memberId: members.id,
      firstname: members.firstname,
      lastname: members.lastname,
      since: guardianships.createdAt,
    })
    .from(guardianships)
    .innerJoin(
      members,
      eq(members.id, sql`case when ${isChild(id)} then ${guardianships.guardianId} else ${guardianships.childId} end`),
    )
    .where(or(eq(guardianships.childId, id), eq(guardianships.guardianId, id)));

const lines: Query = (db, id) =>
  db
    .select({
      orderId: orderLines.orderId,
      orderCreatedAt: orders.createdAt,
      orderStatus: orders.status,
      kind: orderLines.kind,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      totalCents: orderLines.totalCents,
      details: orderLines.details,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    // the person's own orders' lines, and a family order's lines that name them (decision 250), never the rest
    .where(or(eq(orders.memberId, id), sql`(${orderLines.details} -> 'person' ->> 'member_id') = ${String(id)}`));

const teamPlaces: Query = (db, id) =>
  db
    .select({
      teamId: teams.id,
      team: teams.name,
      role: teamMembers.role,
      playingNumber: teamMembers.playingNumber,
      since: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.memberId, id));

/** The person's own messages, and those that reached a guardian for them (once, whichever guardians it reached). */
const personMessages: Query = async (db, id) => {
  const rows = await db
    .select({
      messageId: messages.id,
      subject: messages.subject,
      body: messages.body,
      sentAt: messageRecipients.createdAt,
      readAt: messageRecipients.readAt,
      reachedThroughGuardian: sql<boolean>`${messageRecipients.forMemberId} is not null`,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(
      or(
        and(eq(messageRecipients.memberId, id), isNull(messageRecipients.forMemberId)),
        eq(messageRecipients.forMemberId, id),
      ),
    );
  const seen = new Set<number>();
  return rows.filter((m) => !seen.has(m.messageId) && seen.add(m.messageId));
};

const signIns: Query = (db, id) =>
  db
    .select({
      at: securityEvents.at,
      kind: securityEvents.kind,
      ip: securityEvents.ip,
      userAgent: securityEvents.userAgent,
    })
    .from(securityEvents)
    .where(eq(securityEvents.memberId, id));

/** Each file of the export and its one query, in the order of the zip. */
export const EXPORT_SECTIONS: Record<string, Query> = {
  profile: (db, id) => db.select(profileColumns).from(members).where(eq(members.id, id)),
  family,
  memberships: (db, id) => db.select().from(memberSports).where(eq(memberSports.memberId, id)),
  orders: (db, id) => db.select().from(orders).where(eq(orders.memberId, id)),
  order_lines: lines,
  invoices: (db, id) => db.select().from(invoices).where(eq(invoices.memberId, id)),
  receipts: (db, id) => db.select().from(payments).where(eq(payments.memberId, id)),
  bookings: (db, id) => db.select().from(bookings).where(eq(bookings.memberId, id)),
  teams: teamPlaces,
  messages: personMessages,
  sign_in_history: signIns,
  working_with_children_check: (db, id) =>
    db.select().from(workingWithChildrenChecks).where(eq(workingWithChildrenChecks.memberId, id)),
};

/** Every section of one person's export: one query each, run together. */
export async function exportSections(db: DbOrTx, personId: number): Promise<Record<string, Row[]>> {
  const entries = Object.entries(EXPORT_SECTIONS);
  const results = await Promise.all(entries.map(([, query]) => query(db, personId)));
  return Object.fromEntries(entries.map(([name], i) => [name, results[i]!]));
}
