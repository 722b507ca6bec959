import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { idField, SPORTS, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { AUDIENCE_TYPES } from './audience-rights';
import { Audience, CHANNELS, DELIVERY_STATES, MESSAGE_KINDS, SKIP_REASONS } from './messaging';
import {
  ATTACHMENT_MAX_BYTES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MessagingStaffMessages as M,
  type MessageStatus,
} from './messaging.staff.messages';

// Compose and send in the back-office (issue 43 items 1 and 6, docs/decisions/309 and 310): who an audience reaches
// before sending, send now or at a time, the sent and scheduled messages, one message's deliveries, cancel. The
// server allows each role only the audiences of its work (audience-rights.ts), with 403.

const tags = ['staff', 'messaging'];
const Message = z.string().describe('a sentence for the page');

export const ChannelsField = z
  .array(z.enum(CHANNELS, { error: V.choice }), { error: M.noChannel })
  .min(1, { error: M.noChannel })
  .max(CHANNELS.length)
  .refine((c) => new Set(c).size === c.length, { error: V.invalidInput });
const KindField = z.enum(MESSAGE_KINDS, { error: V.choice });

/** What staff have chosen so far: the preview counts the audience for this kind and these channels. */
export const PreviewBody = z.object({
  audience: Audience,
  kind: KindField,
  channels: ChannelsField,
  subject: textField({ message: V.text })
    .max(MESSAGE_SUBJECT_MAX, { error: V.maximum(MESSAGE_SUBJECT_MAX) })
    .optional()
    .default('')
    .describe('for the SMS count'),
  body: textField({ message: V.text, multiline: true })
    .max(MESSAGE_BODY_MAX, { error: V.maximum(MESSAGE_BODY_MAX) })
    .optional()
    .default('')
    .describe('for the SMS count'),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

const Count = z.number().int();
const Outcome = z.union([z.literal('send'), z.enum(SKIP_REASONS)]);
export const AudiencePreview = z.object({
  audience_label: z.string().describe('the audience in words: "Division: U12 Girls"'),
  people: Count.describe('people the message reaches (guardians in place of minors)'),
  by_channel: z.partialRecord(
    z.enum(CHANNELS),
    z.object({ sending: Count, skipped: z.partialRecord(z.enum(SKIP_REASONS), Count) }),
  ),
  sample: z
    .array(
      z.object({
        member_id: z.number().int(),
        name: z.string(),
        for_name: z.string().nullable().describe('the child a guardian receives it for'),
        channels: z.partialRecord(z.enum(CHANNELS), Outcome),
      }),
    )
    .describe('the first 50 people, each with what each channel does for them'),
  sms: z
    .object({
      messages: Count.describe('SMS messages sent (one per person with a mobile)'),
      segments: Count.describe('segments of each message'),
      cents: Count.describe('the estimated cost in cents'),
    })
    .nullable()
    .describe('when SMS is chosen'),
});
export type AudiencePreview = z.infer<typeof AudiencePreview>;

export const previewMessage = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/messages/preview',
  permission: 'messages.send',
  tags,
  summary: 'How many people an audience reaches by each channel, who is left out and why, and the SMS estimate.',
  body: PreviewBody,
  reply: dataReply(AudiencePreview),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.invalidInput });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.invalidInput });

export const SendBody = z.object({
  audience: Audience,
  kind: KindField,
  channels: ChannelsField,
  subject: textField({ message: V.required })
    .min(1, { error: V.required })
    .max(MESSAGE_SUBJECT_MAX, { error: V.maximum(MESSAGE_SUBJECT_MAX) }),
  body: textField({ message: V.required, multiline: true })
    .min(1, { error: V.required })
    .max(MESSAGE_BODY_MAX, { error: V.maximum(MESSAGE_BODY_MAX) })
    .describe('plain text; links and the safe formatting subset (message-format.ts)'),
  attachment_key: z
    .string()
    .regex(/^attachments\/[\w-]+\/[^/]{1,120}$/, { error: M.noAttachment })
    .nullable()
    .optional()
    .default(null)
    .describe('a file uploaded with POST /api/staff/messages/attachments'),
  send_at: z
    .object({ day, time: hhmm })
    .nullable()
    .optional()
    .default(null)
    .describe("null: now; else the day and time in the association's time zone, within 60 days"),
});
export type SendBody = z.infer<typeof SendBody>;

export const sendMessage = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/messages',
  permission: 'messages.send',
  tags,
  summary: 'Send a message now or schedule it (audited). Answers its id and how many people it reaches.',
  body: SendBody,
  reply: dataReply(z.object({ id: z.number().int(), people: Count, message: Message })),
});

export const AttachmentBody = z.object({ file: z.unknown().optional().describe('PDF, PNG or JPEG up to 5 MB') });
export const uploadAttachment = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/messages/attachments',
  permission: 'messages.send',
  tags,
  multipart: { fileSize: ATTACHMENT_MAX_BYTES + 1 },
  summary: 'Keep a file to attach to a message (multipart). Answers its key for the send.',
  body: AttachmentBody,
  reply: dataReply(z.object({ key: z.string(), name: z.string(), bytes: Count })),
});

export const MESSAGE_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'cancelled',
] as const satisfies readonly MessageStatus[];
const StatusField = z.enum(MESSAGE_STATUSES);

export const MessageRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  kind: KindField,
  audience_label: z.string(),
  channels: z.array(z.enum(CHANNELS)),
  sender: z.string().nullable().describe("the sender's name"),
  send_at: z.string().describe('ISO instant it goes (or went)'),
  status: StatusField,
  people: Count,
  failed: Count.describe('deliveries that failed'),
});
export type MessageRow = z.infer<typeof MessageRow>;

export const MessageQuery = listQuery(['send_at', 'subject'])
  .extend({
    status: z
      .enum(['', ...MESSAGE_STATUSES], { error: V.choice })
      .optional()
      .default(''),
  })
  .describe("q matches the subject; staff messages only (a team's and the portal's own are not listed)");
export type MessageQuery = z.infer<typeof MessageQuery>;

export const messageList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/messages',
  permission: 'messages.read',
  tags,
  summary: 'Sent and scheduled messages, newest first unless sorted.',
  query: MessageQuery,
  reply: listReply(MessageRow),
});

export const MessageParams = z.object({ messageId: idField });
const StateCounts = z.partialRecord(z.enum(DELIVERY_STATES), Count);
export const MessageDetail = MessageRow.extend({
  body: z.string(),
  attachment: z.string().nullable().describe("the attached file's name"),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  counts: z.partialRecord(z.enum(CHANNELS), StateCounts).describe('deliveries per channel and state'),
});
export type MessageDetail = z.infer<typeof MessageDetail>;

export const messageDetail = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/messages/:messageId',
  permission: 'messages.read',
  tags,
  summary: 'One message with its deliveries counted per channel and state.',
  params: MessageParams,
  reply: dataReply(MessageDetail),
});

export const DeliveryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  for_name: z.string().nullable(),
  channel: z.enum(CHANNELS),
  state: z.enum(DELIVERY_STATES),
  reason: z.string().nullable().describe('in words: why it was not sent or why it failed'),
  address: z.string().nullable(),
  segments: z.number().int().nullable().describe('the parts an SMS went in'),
  sent_at: z.string().nullable(),
  attempts: Count,
});
export type DeliveryRow = z.infer<typeof DeliveryRow>;

export const DeliveryQuery = listQuery(['name', 'channel', 'state'])
  .extend({
    state: z
      .enum(['', ...DELIVERY_STATES], { error: V.choice })
      .optional()
      .default(''),
    channel: z
      .enum(['', ...CHANNELS], { error: V.choice })
      .optional()
      .default(''),
  })
  .describe("q matches the person's name");
export type DeliveryQuery = z.infer<typeof DeliveryQuery>;

export const deliveryList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/messages/:messageId/deliveries',
  permission: 'messages.read',
  tags,
  summary: "A message's deliveries: each person and channel with its state and why.",
  params: MessageParams,
  query: DeliveryQuery,
  reply: listReply(DeliveryRow),
});

export const cancelMessage = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/messages/:messageId/cancel',
  permission: 'messages.send',
  tags,
  summary: 'Cancel a scheduled message before it goes (audited).',
  params: MessageParams,
  reply: dataReply(z.object({ message: Message })),
});

/** What the audience picker offers: only the audiences of the role, and the choices they need. */
export const AudienceOptions = z.object({
  types: z.array(z.enum(AUDIENCE_TYPES)),
  sports: z.array(z.enum(SPORTS)),
  seasons: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  divisions: z.array(z.object({ id: z.number().int(), name: z.string(), season_id: z.number().int() })),
  teams: z.array(
    z.object({ id: z.number().int(), name: z.string(), division: z.string(), season_id: z.number().int() }),
  ),
  clubs: z.array(z.string()),
});
export type AudienceOptions = z.infer<typeof AudienceOptions>;

export const audienceOptions = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/messages/options',
  permission: 'messages.send',
  tags,
  summary: 'The audiences the role may write to, with the seasons, divisions, teams and clubs to choose from.',
  reply: dataReply(AudienceOptions),
});
