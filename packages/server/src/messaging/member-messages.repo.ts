import { aliasedTable, and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CHANNELS, type MessageKind } from '@portal/domain/messaging/messaging';
import type { Preferences } from '@portal/domain/messaging/preferences';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { teams } from '../platform/league.tables';
import { messagePreferences, messageRecipients, messages } from './messaging.tables';

// The member's own messages and choices (docs/decisions/312): every read is keyed by the signed-in member's id, so a
// message reaches a member only through a recipient row of theirs (a guardian's for a child included).

const child = aliasedTable(members, 'child');

const listColumns = {
  id: messageRecipients.id,
  subject: messages.subject,
  origin: messages.origin,
  teamName: teams.name,
  childFirst: child.firstname,
  childLast: child.lastname,
  sentAt: messageRecipients.createdAt,
  readAt: messageRecipients.readAt,
};

/** A page of the member's messages, newest first; `before` is the last id of the page before. */
export async function messagePage(db: DbOrTx, memberId: number, before: number | undefined, size: number) {
  return db
    .select(listColumns)
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .leftJoin(teams, eq(teams.id, messages.teamId))
    .leftJoin(child, eq(child.id, messageRecipients.forMemberId))
    .where(and(eq(messageRecipients.memberId, memberId), before ? lt(messageRecipients.id, before) : undefined))
    .orderBy(desc(messageRecipients.id))
    .limit(size);
}

/** One of the member's messages, or none when the recipient row is not theirs. */
export async function ownMessage(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db
    .select({ ...listColumns, body: messages.body, attachmentKey: messages.attachmentKey })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .leftJoin(teams, eq(teams.id, messages.teamId))
    .leftJoin(child, eq(child.id, messageRecipients.forMemberId))
    .where(and(eq(messageRecipients.id, id), eq(messageRecipients.memberId, memberId)));
  return row ?? null;
}

export async function markRead(db: DbOrTx, memberId: number, id: number, now: Date): Promise<void> {
  await db
    .update(messageRecipients)
    .set({ readAt: now })
    .where(
      and(eq(messageRecipients.id, id), eq(messageRecipients.memberId, memberId), isNull(messageRecipients.readAt)),
    );
}

export async function preferenceRows(db: DbOrTx, memberId: number) {
  return db
    .select({ kind: messagePreferences.kind, channel: messagePreferences.channel, enabled: messagePreferences.enabled })
    .from(messagePreferences)
    .where(eq(messagePreferences.memberId, memberId));
}

/** Write the member's choice for each kind and channel given (one statement). */
export async function writePreferences(
  db: DbOrTx,
  memberId: number,
  prefs: Partial<Preferences>,
  now: Date,
): Promise<void> {
  const rows = Object.entries(prefs).flatMap(([kind, channels]) =>
    CHANNELS.map((channel) => ({ memberId, kind, channel, enabled: channels[channel], changedAt: now })),
  );
  if (!rows.length) return;
  await db
    .insert(messagePreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [messagePreferences.memberId, messagePreferences.kind, messagePreferences.channel],
      set: { enabled: sql`excluded.enabled`, changedAt: sql`excluded.changed_at` },
    });
}

/** Turn a kind off on every channel (an unsubscribe link). */
export async function turnKindOff(db: DbOrTx, memberId: number, kind: MessageKind, now: Date): Promise<void> {
  await writePreferences(db, memberId, { [kind]: { email: false, push: false, sms: false } }, now);
}

/** The first name (the unsubscribe page shows nothing else) and whether a mobile number is on the profile. */
export async function memberBasics(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ firstname: members.firstname, prefname: members.prefname, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}
