import { z } from 'zod';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { CHANNELS, MESSAGE_KINDS } from './messaging';
import { TEAM_MESSAGE_CHANNELS } from './preferences';

// The member side of messaging (issue 43 items 2, 4, 6; docs/decisions/311, 312). Ours, not in the spec: the
// unsubscribe link's calls (no sign-in: the signed token is the authority), the member's Messages and their
// preferences (always the signed-in login's own: a guardian's cover their children, so no acting for a child), and
// the team message of a team's manager, team admin or coach.

const tags = ['messaging'];
const own = { auth: 'member', tags, actFor: false } as const;
const TokenParams = z.object({ token: textField().max(200) });
const MessageReply = dataReply(z.object({ message: z.string() }));

export const UnsubscribeInfo = z.object({
  firstName: z.string().describe("the person's first name, nothing else of theirs"),
  kind: z.enum(MESSAGE_KINDS),
  kindLabel: z.string(),
  association: z.string(),
});
export const unsubscribeInfo = defineEndpoint({
  method: 'GET',
  path: '/api/unsubscribe/:token',
  auth: 'public',
  tags,
  params: TokenParams,
  reply: dataReply(UnsubscribeInfo),
  summary: 'What an unsubscribe link turns off. 404 for a malformed, tampered or transactional token.',
});
export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/unsubscribe/:token',
  auth: 'public',
  tags,
  params: TokenParams,
  reply: MessageReply,
  summary: "Turn the link's kind of message off on every channel, at once. 404 and nothing written for a bad token.",
});
/** RFC 8058: a mail client's one-click POST to the List-Unsubscribe address, the form body List-Unsubscribe=One-Click. */
export const unsubscribeOneClick = defineEndpoint({
  method: 'POST',
  path: '/unsubscribe/:token',
  auth: 'public',
  tags,
  params: TokenParams,
  body: z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: V.choice }) }),
  reply: MessageReply,
  summary:
    'RFC 8058 one-click unsubscribe (application/x-www-form-urlencoded List-Unsubscribe=One-Click): as POST /api/unsubscribe/:token.',
});

export const MessageListItem = z.object({
  id: z.number().int().describe('the message as it reached this member (a recipient row)'),
  subject: z.string(),
  from: z.string().describe('the association, or the team a manager wrote from'),
  forName: z.string().nullable().describe('the child it reached a guardian for'),
  sentAt: z.string().describe('ISO instant'),
  read: z.boolean(),
});
export const MessagesQuery = z.object({ before: idField.optional().describe('the last id of the page before') });
export const MESSAGES_PER_PAGE = 20;
export const listMessages = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages',
  query: MessagesQuery,
  reply: dataReply(z.object({ messages: z.array(MessageListItem), more: z.boolean() })),
  summary: `The signed-in member's messages (their own and their children's), newest first, ${MESSAGES_PER_PAGE} a page.`,
});
export const MessageDetail = MessageListItem.extend({
  body: z.string().describe('the text as written (domain message-format renders it)'),
  attachment: z.boolean(),
});
const IdParams = z.object({ id: idField });
export const readMessage = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages/:id',
  params: IdParams,
  reply: dataReply(MessageDetail),
  summary: "One of the member's messages, marked read. 404 for anyone else's.",
});
export const messageAttachment = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages/:id/attachment',
  params: IdParams,
  reply: z.string(),
  file: { type: 'application/octet-stream', description: "The message's attachment, for its recipient only" },
  summary: "A message's attachment. 404 for anyone else's message or one without.",
});

const ChannelChoices = z.object(
  Object.fromEntries(CHANNELS.map((c) => [c, z.boolean()])) as Record<(typeof CHANNELS)[number], z.ZodBoolean>,
);
export const PreferencesShape = z.object(
  Object.fromEntries(MESSAGE_KINDS.map((k) => [k, ChannelChoices])) as Record<
    (typeof MESSAGE_KINDS)[number],
    typeof ChannelChoices
  >,
);
const PreferencesReply = dataReply(z.object({ preferences: PreferencesShape, hasMobile: z.boolean() }));
export const preferences = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages/preferences',
  reply: PreferencesReply,
  summary: "The signed-in member's channels per kind of message (defaults until they choose).",
});
export const savePreferences = defineEndpoint({
  ...own,
  method: 'PUT',
  path: '/api/member/messages/preferences',
  body: z.object({ preferences: PreferencesShape }),
  reply: PreferencesReply,
  summary:
    'Save the channels per kind. 422 with field errors: the transactional kind all off, or SMS without a mobile number.',
});

const TeamParams = z.object({ teamId: idField });
export const TeamMessageStatus = z.object({
  allowed: z.boolean().describe('the member may message this team now'),
  reason: z.string().nullable().describe('why not, in words'),
  sentToday: z.number().int(),
  perDay: z.number().int(),
  channels: z.array(z.enum(CHANNELS)),
});
export const teamMessageStatus = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/member/messages/teams/:teamId',
  params: TeamParams,
  reply: dataReply(TeamMessageStatus),
  summary:
    'Whether the member may message the team today. 404 unless on the team; 403 unless its manager, admin or coach.',
});
export const TeamMessageBody = z.object({
  subject: textField()
    .min(1, { error: V.required })
    .max(150, { error: V.maximum(150) }),
  body: textField({ multiline: true })
    .min(1, { error: V.required })
    .max(5000, { error: V.maximum(5000) }),
  channels: z
    .array(
      z.enum(TEAM_MESSAGE_CHANNELS as [(typeof CHANNELS)[number], ...(typeof CHANNELS)[number][]], { error: V.choice }),
    )
    .min(1, { error: V.required }),
});
export const sendTeamMessage = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/member/messages/teams/:teamId',
  params: TeamParams,
  body: TeamMessageBody,
  reply: dataReply(z.object({ message: z.string(), people: z.number().int() })),
  summary:
    "Message the team's players and the guardians of its minors. 403 unless its manager, admin or coach; 429 over the association's limit a day; 403 when team messages are off.",
});
