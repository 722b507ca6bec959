import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeliveryQuery, MessageQuery } from '@portal/domain/messaging/messaging.staff.contract';
import type { DbOrTx } from '../platform/db';
import { divisions, seasons, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { messageDeliveries as d, messageRecipients as r, messages as m } from './messaging.tables';

// The back-office's reads of staff messages (issue 43 items 1 and 6): the names an audience is told by, the picker's
// choices, the sent and scheduled list, one message's counts and its deliveries, and the cancel of one not yet gone.

export async function seasonName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, id));
  return row?.name ?? null;
}

export async function divisionName(db: DbOrTx, id: number): Promise<{ name: string; season: string } | null> {
  const [row] = await db
    .select({ name: divisions.name, season: seasons.name })
    .from(divisions)
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(eq(divisions.id, id));
  return row ?? null;
}

export async function teamName(db: DbOrTx, id: number): Promise<{ name: string; division: string } | null> {
  const [row] = await db
    .select({ name: teams.name, division: divisions.name })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.id, id));
  return row ?? null;
}

/** The club as the teams spell it (any case), or null when no team plays for it. */
export async function clubName(db: DbOrTx, club: string): Promise<string | null> {
  const [row] = await db
    .select({ club: teams.club })
    .from(teams)
    .where(sql`lower(${teams.club}) = lower(${club})`)
    .limit(1);
  return row?.club ?? null;
}

/** The picker's choices: seasons not archived (active first), their divisions and teams, the clubs teams name. */
export async function options(db: DbOrTx) {
  const [seasonRows, divisionRows, teamRows, clubRows] = await Promise.all([
    db
      .select({ id: seasons.id, name: seasons.name, active: seasons.active })
      .from(seasons)
      .where(eq(seasons.archived, false))
      .orderBy(desc(seasons.active), desc(seasons.startsOn), asc(seasons.id)),
    db
      .select({ id: divisions.id, name: divisions.name, seasonId: divisions.seasonId })
      .from(divisions)
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .where(eq(seasons.archived, false))
      .orderBy(asc(divisions.name), asc(divisions.id)),
    db
      .select({ id: teams.id, name: teams.name, division: divisions.name, seasonId: divisions.seasonId })
      .from(teams)
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
      .where(eq(seasons.archived, false))
      .orderBy(asc(teams.name), asc(teams.id)),
    db.selectDistinct({ club: teams.club }).from(teams).where(ne(teams.club, '')).orderBy(asc(teams.club)),
  ]);
  return { seasonRows, divisionRows, teamRows, clubs: clubRows.map((c) => c.club) };
}

const status = sql<'scheduled' | 'sending' | 'sent' | 'cancelled'>`case
  when ${m.cancelledAt} is not null then 'cancelled'
  when ${m.queuedAt} is null then 'scheduled'
  when exists (select 1 from ${d} join ${r} on ${r.id} = ${d.recipientId}
               where ${r.messageId} = ${m.id} and ${d.state} = 'queued') then 'sending'
  else 'sent' end`;
const people = sql<number>`(select count(*)::int from ${r} where ${r.messageId} = ${m.id})`;
const failed = sql<number>`(select count(*)::int from ${d} join ${r} on ${r.id} = ${d.recipientId}
  where ${r.messageId} = ${m.id} and ${d.state} = 'failed')`;
const sender = alias(members, 'sender');
const senderName = sql<string | null>`nullif(trim(${sender.firstname} || ' ' || ${sender.lastname}), '')`;

const messageColumns = {
  id: m.id,
  subject: m.subject,
  kind: m.kind,
  audienceLabel: m.audienceLabel,
  channels: m.channels,
  sender: senderName,
  sendAt: m.sendAt,
  status,
  people,
  failed,
};

const messageList = staffList({
  sort: { send_at: [m.sendAt], subject: [m.subject] },
  byDefault: { key: 'send_at', order: 'desc' },
  then: [desc(m.id)],
  search: { columns: [m.subject], words: true },
});

const STATUS_WHERE = {
  '': undefined,
  cancelled: isNotNull(m.cancelledAt),
  scheduled: and(isNull(m.cancelledAt), isNull(m.queuedAt)),
  sending: and(isNull(m.cancelledAt), isNotNull(m.queuedAt), sql`${status} = 'sending'`),
  sent: and(isNull(m.cancelledAt), isNotNull(m.queuedAt), sql`${status} = 'sent'`),
};

/** One page of the staff's messages (the team's and the portal's own are not listed). */
export function messagePage(db: DbOrTx, q: MessageQuery) {
  return readPage(
    db,
    db
      .select(messageColumns)
      .from(m)
      .leftJoin(sender, eq(sender.id, m.senderId))
      .where(and(eq(m.origin, 'staff'), messageList.search(q.q), STATUS_WHERE[q.status]))
      .$dynamic(),
    messageList.order(q),
    pageWindow(q),
  );
}

export async function message(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...messageColumns,
      body: m.body,
      attachmentKey: m.attachmentKey,
      createdAt: m.createdAt,
      cancelledAt: m.cancelledAt,
    })
    .from(m)
    .leftJoin(sender, eq(sender.id, m.senderId))
    .where(and(eq(m.id, id), eq(m.origin, 'staff')));
  return row ?? null;
}

/** The deliveries of a message counted per channel and state. */
export function deliveryCounts(db: DbOrTx, id: number) {
  return db
    .select({ channel: d.channel, state: d.state, n: sql<number>`count(*)::int` })
    .from(d)
    .innerJoin(r, eq(r.id, d.recipientId))
    .where(eq(r.messageId, id))
    .groupBy(d.channel, d.state);
}

const person = alias(members, 'person');
const child = alias(members, 'child');
const personName = sql<string>`trim(${person.firstname} || ' ' || ${person.lastname})`;
const deliveryList = staffList({
  sort: { name: [person.lastname, person.firstname], channel: [d.channel], state: [d.state] },
  byDefault: { key: 'name', order: 'asc' },
  then: [asc(d.id)],
  search: { columns: [person.firstname, person.lastname, child.firstname, child.lastname], words: true },
});

/** One page of a message's deliveries with the person (and the child a guardian had it for). */
export function deliveryPage(db: DbOrTx, messageId: number, q: DeliveryQuery) {
  return readPage(
    db,
    db
      .select({
        id: d.id,
        name: personName,
        forName: sql<string | null>`case when ${child.id} is null then null
          else trim(${child.firstname} || ' ' || ${child.lastname}) end`,
        channel: d.channel,
        state: d.state,
        reason: d.reason,
        address: d.address,
        segments: d.segments,
        sentAt: d.sentAt,
        attempts: d.attempts,
      })
      .from(d)
      .innerJoin(r, eq(r.id, d.recipientId))
      .innerJoin(person, eq(person.id, r.memberId))
      .leftJoin(child, eq(child.id, r.forMemberId))
      .where(
        and(
          eq(r.messageId, messageId),
          deliveryList.search(q.q),
          q.state ? eq(d.state, q.state) : undefined,
          q.channel ? eq(d.channel, q.channel) : undefined,
        ),
      )
      .$dynamic(),
    deliveryList.order(q),
    pageWindow(q),
  );
}

/** Lock a message for its cancel: whether it is still waiting (not queued, not cancelled). */
export async function lockForCancel(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: m.id, subject: m.subject, queuedAt: m.queuedAt, cancelledAt: m.cancelledAt, sendAt: m.sendAt })
    .from(m)
    .where(and(eq(m.id, id), eq(m.origin, 'staff')))
    .for('update');
  return row ?? null;
}

export async function markCancelled(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(m).set({ cancelledAt: at }).where(eq(m.id, id));
}
