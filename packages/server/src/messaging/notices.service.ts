import { CHANNELS, type MessageKind } from '@portal/domain/messaging/messaging';
import { todayIn } from '@portal/domain/shared/time';
import type { Platform } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { CHANNEL_SENDERS } from './channels';
import { memberIdsSql, previewCounts } from './audience.repo';
import { emailsQueued, messageWithKey } from './notices.repo';
import { sendToMembers } from './queue.service';
import { drainMessages } from './sender';

// The portal's automatic notices (issue 43 item 5, docs/decisions/313): the other areas' services call this in the
// transaction of the write that causes the notice (a game moved, a roster published, an entry decided, a reminder
// due), naming the people; the pipeline sends to a minor's guardians, by each person's channels, and keeps it on
// their Messages page. The dedupe key makes a notice written twice (a retried request, two servers' rounds) one.

export interface Notice {
  memberIds: readonly number[];
  kind: MessageKind;
  subject: string;
  body: string;
  /** e.g. `game-change:42:3`: the same key again writes nothing. */
  dedupeKey: string;
  now: Date;
  timeZone?: string;
}

export interface Notified {
  messageId: number | null;
  /** False when its dedupe key was already taken (the first notice stands, nothing was written). */
  fresh: boolean;
  /** People it reached (guardians in place of minors). */
  people: number;
  /** Of them, those it emails. */
  emailed: number;
}

/** Write the notice in the caller's transaction; nobody to tell writes nothing. */
export async function notify(tx: DbOrTx, n: Notice): Promise<Notified> {
  if (!n.memberIds.length) return { messageId: null, fresh: false, people: 0, emailed: 0 };
  const taken = await messageWithKey(tx, n.dedupeKey);
  const { messageId, people } = await sendToMembers(tx, {
    memberIds: n.memberIds,
    kind: n.kind,
    origin: 'automatic',
    subject: n.subject,
    body: n.body,
    dedupeKey: n.dedupeKey,
    now: n.now,
    timeZone: n.timeZone,
  });
  return { messageId, fresh: !taken, people, emailed: await emailsQueued(tx, messageId) };
}

/** Before the write: how many people a notice to these members would email (a dialog says so before Save). */
export async function noticeEmails(
  db: DbOrTx,
  n: Pick<Notice, 'memberIds' | 'kind' | 'now' | 'timeZone'>,
): Promise<number> {
  if (!n.memberIds.length) return 0;
  const counts = await previewCounts(db, {
    subjects: memberIdsSql([...new Set(n.memberIds)]),
    kind: n.kind,
    channels: CHANNELS,
    today: todayIn(n.timeZone ?? 'Australia/Sydney', n.now),
  });
  return counts.find((c) => c.channel === 'email' && c.skip === null)?.n ?? 0;
}

/** One round of the sending worker now, with the app's channels (a test waits for a notice's email this way). */
export async function sendDueNow(platform: Platform): Promise<void> {
  await drainMessages(platform, CHANNEL_SENDERS);
}
