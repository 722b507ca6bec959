import { z } from 'zod';
import { idField, plainTextField, SPORTS } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';

// The words of messaging (issue 43, docs/decisions/303): what kind a message is, the channels it goes by and the
// audiences staff choose from. Server and web read them from here; nothing else spells them.

/**
 * The kinds a member chooses channels for. `games` (a change to one of my own games, a roster I am on) is
 * transactional: it cannot be turned off, only moved between channels. `news` is promotional: it never goes to a
 * person under 18 and every copy carries an unsubscribe link, as do `competition` and `payments`.
 */
export const MESSAGE_KINDS = ['games', 'competition', 'news', 'payments'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const TRANSACTIONAL_KINDS: readonly MessageKind[] = ['games'];
export const PROMOTIONAL_KINDS: readonly MessageKind[] = ['news'];
export const isTransactional = (kind: MessageKind): boolean => TRANSACTIONAL_KINDS.includes(kind);
export const isPromotional = (kind: MessageKind): boolean => PROMOTIONAL_KINDS.includes(kind);

export const MessageKindLabels: Record<MessageKind, string> = {
  games: 'Changes to my games',
  competition: 'Competition changes for my teams',
  news: 'Association news',
  payments: 'Payment reminders',
};

/** Every message is also kept on the member's Messages page; these are the ways it is delivered besides. */
export const CHANNELS = ['email', 'push', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];
export const ChannelLabels: Record<Channel, string> = { email: 'Email', push: 'App notification', sms: 'SMS' };

/** What a member gets until they choose: email and app notifications on, SMS off (it costs the association). */
export const DEFAULT_PREFERENCE: Record<Channel, boolean> = { email: true, push: true, sms: false };

/** One delivery of a message to one person by one channel. */
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why a person in an audience gets nothing by a channel (shown before sending and on the delivery list). */
export const SKIP_REASONS = ['no-email', 'no-mobile', 'no-device', 'unsubscribed', 'under-18', 'channel-off'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SkipReasonLabels: Record<SkipReason, string> = {
  'no-email': 'No email address',
  'no-mobile': 'No mobile number',
  'no-device': 'Has not allowed app notifications',
  unsubscribed: 'Unsubscribed',
  'under-18': 'Under 18 (not sent promotional messages)',
  'channel-off': 'Turned this channel off',
};

/** The same reasons after a count ("12 without an email address", "1 has not allowed app notifications"). */
export const SkipReasonCounts: Record<SkipReason, (n: number) => string> = {
  'no-email': (n) => `${n} without an email address`,
  'no-mobile': (n) => `${n} without a mobile number`,
  'no-device': (n) => `${n} ${n === 1 ? 'has' : 'have'} not allowed app notifications`,
  unsubscribed: (n) => `${n} unsubscribed`,
  'under-18': (n) => `${n} under 18`,
  'channel-off': (n) => `${n} turned this channel off`,
};

/** The people of a team a team audience reaches; guardians of minors come with each minor player. */
export const TEAM_ROLES = ['players', 'coach', 'manager'] as const;

/** Who a message goes to, as staff choose it on the compose page. */
export const Audience = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('everyone') }),
    z.object({ type: z.literal('sport'), sport: z.enum(SPORTS, { error: V.choice }) }),
    z.object({ type: z.literal('season'), seasonId: idField }),
    z.object({ type: z.literal('division'), divisionId: idField }),
    z.object({
      type: z.literal('team'),
      teamId: idField,
      roles: z
        .array(z.enum(TEAM_ROLES, { error: V.choice }))
        .min(1, { error: V.required })
        .default([...TEAM_ROLES]),
    }),
    z.object({ type: z.literal('club'), club: plainTextField(100) }),
    z.object({ type: z.literal('referees') }),
    z.object({ type: z.literal('officials') }),
    z.object({ type: z.literal('managers-and-coaches') }),
    z.object({ type: z.literal('renewal-due'), withinDays: z.number().int().min(0).max(365).default(30) }),
    z.object({ type: z.literal('unpaid-invoice') }),
  ],
  { error: V.choice },
);
export type Audience = z.infer<typeof Audience>;
export type AudienceType = Audience['type'];
