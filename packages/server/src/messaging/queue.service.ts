import { todayIn } from '@portal/domain/shared/time';
import {
  CHANNELS,
  type Audience,
  type Channel,
  type MessageKind,
  type SkipReason,
} from '@portal/domain/messaging/messaging';
import type { DbOrTx } from '../platform/db';
import {
  memberIdsSql,
  previewCounts,
  previewSample,
  subjectsSql,
  writeRecipients,
  type Resolution,
} from './audience.repo';
import * as repo from './queue.repo';
import { wakeSender } from './sender';

// Queueing a message (docs/decisions/304): the message row, then — when it is due now — its recipients and deliveries
// written by INSERT … SELECT from the audience's resolution (audience.repo.ts), in the caller's transaction; a
// message for later waits (queued_at null) until the sending worker expands it when due. The sending worker of this
// process is woken; another server's finds the deliveries on its next round.

/** The association's time zone when the caller has none to give (config TIME_ZONE's default). */
const TIME_ZONE = 'Australia/Sydney';
const SAMPLE = 50;

export type ChannelPlan = 'send' | SkipReason;

export interface AudiencePreview {
  /** People who receive it (a guardian once, however many of their children are in the audience). */
  people: number;
  byChannel: Record<Channel, { sending: number; skipped: Partial<Record<SkipReason, number>> }>;
  /** The first 50 by name, with what each channel does for them (a minor left out of news: 'under-18' on each). */
  sample: { memberId: number; name: string; forName: string | null; channels: Record<Channel, ChannelPlan> }[];
}

interface Common {
  kind: MessageKind;
  channels: readonly Channel[];
  now: Date;
  /** The association's time zone (config timeZone): who is under 18 today. */
  timeZone?: string;
}

const resolution = (subjects: Resolution['subjects'], c: Common): Resolution => ({
  subjects,
  kind: c.kind,
  channels: c.channels,
  today: todayIn(c.timeZone ?? TIME_ZONE, c.now),
});

/** How many people an audience reaches by each channel, who is left out and why, and the first 50 of them. */
export async function previewAudience(db: DbOrTx, input: Common & { audience: Audience }): Promise<AudiencePreview> {
  const today = todayIn(input.timeZone ?? TIME_ZONE, input.now);
  const r = resolution(subjectsSql(input.audience, today), input);
  const [counts, sample] = await Promise.all([previewCounts(db, r), previewSample(db, r, SAMPLE)]);
  const byChannel = Object.fromEntries(
    CHANNELS.map((c) => [c, { sending: 0, skipped: {} }]),
  ) as AudiencePreview['byChannel'];
  for (const row of counts) {
    const ch = byChannel[row.channel];
    if (row.skip === null) ch.sending += row.n;
    else ch.skipped[row.skip] = row.n;
  }
  return {
    people: counts[0]?.people ?? 0,
    byChannel,
    sample: sample.map((s) => ({
      memberId: s.member_id,
      name: s.name,
      forName: s.for_name,
      channels: Object.fromEntries(
        CHANNELS.map((c) => {
          const skip = s[`${c}_skip`];
          return [c, input.channels.includes(c) ? (skip ?? 'send') : 'channel-off'];
        }),
      ) as Record<Channel, ChannelPlan>,
    })),
  };
}

export interface QueueInput extends Common {
  origin: 'staff' | 'team' | 'automatic';
  senderId?: number | null;
  teamId?: number | null;
  audience?: Audience | null;
  audienceLabel: string;
  subject: string;
  body: string;
  attachmentKey?: string | null;
  /** Later than now: the message waits, and its audience is read when it goes. */
  sendAt?: Date | null;
  /** An automatic notice's key: the same key again writes nothing and answers the first message. */
  dedupeKey?: string | null;
}

export interface Queued {
  messageId: number;
  /** People it reached (for a message that waits: 0 until it goes). */
  people: number;
}

/**
 * Write a message in the caller's transaction; when it is due now, its recipients and deliveries too. A message with
 * a dedupeKey already written is not written again: the first one is answered.
 */
export async function queueMessage(tx: DbOrTx, input: QueueInput): Promise<Queued> {
  if (!input.audience) throw new Error('queueMessage: an audience is needed (sendToMembers names people instead)');
  const audience = input.audience;
  return queue(tx, { ...input, audience }, (today) => subjectsSql(audience, today));
}

export interface SendToMembersInput extends Common {
  memberIds: readonly number[];
  origin: 'staff' | 'team' | 'automatic';
  subject: string;
  body: string;
  audienceLabel?: string;
  dedupeKey?: string | null;
  teamId?: number | null;
  senderId?: number | null;
}

/**
 * A message to people named one by one (an automatic notice, a team message): minors through their guardians, as any
 * audience. Every channel unless `channels` says otherwise; each person's preferences decide.
 */
export async function sendToMembers(
  tx: DbOrTx,
  input: Omit<SendToMembersInput, 'channels'> & { channels?: readonly Channel[] },
): Promise<Queued> {
  const ids = [...new Set(input.memberIds)];
  return queue(
    tx,
    { ...input, channels: input.channels ?? CHANNELS, audience: null, audienceLabel: input.audienceLabel ?? '' },
    () => memberIdsSql(ids),
  );
}

async function queue(
  tx: DbOrTx,
  input: Omit<QueueInput, 'audience'> & { audience: Audience | null },
  subjects: (today: string) => Resolution['subjects'],
): Promise<Queued> {
  const sendAt = input.sendAt && input.sendAt > input.now ? input.sendAt : input.now;
  const due = sendAt <= input.now;
  const messageId = await repo.insertMessage(tx, {
    kind: input.kind,
    origin: input.origin,
    senderId: input.senderId ?? null,
    teamId: input.teamId ?? null,
    audience: input.audience,
    audienceLabel: input.audienceLabel,
    subject: input.subject,
    body: input.body,
    attachmentKey: input.attachmentKey ?? null,
    channels: [...input.channels],
    sendAt,
    queuedAt: due ? input.now : null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.now,
  });
  if (messageId === null) {
    const first = await repo.messageByDedupeKey(tx, input.dedupeKey!);
    return { messageId: first.id, people: first.people };
  }
  if (!due) return { messageId, people: 0 };
  const today = todayIn(input.timeZone ?? TIME_ZONE, input.now);
  const people = await writeRecipients(tx, resolution(subjects(today), input), messageId, input.now);
  wakeSender();
  return { messageId, people };
}
