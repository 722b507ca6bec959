import { ChannelLabels, MessageKindLabels, type Channel, type MessageKind } from './messaging';

// The member side's words of messaging (issue 43 items 2, 4, 6; docs/decisions/311, 312): the Messages page, the
// preferences, the team message and the unsubscribe page. Server and web read them from here.

export const MemberMessagingTexts = {
  messagesTitle: 'Messages',
  messagesIntro: 'Every message the association and your teams sent you and your children, newest first.',
  noMessages: 'No messages yet.',
  older: 'Older messages',
  newer: 'Newer messages',
  unread: 'Unread',
  forChild: (name: string) => `For ${name}`,
  attachment: 'Attachment',
  back: 'Back to messages',
  preferencesTitle: 'How you get messages',
  preferencesLink: 'Choose how you get messages',
  preferencesIntro:
    'Choose how each kind of message reaches you. Every message is also kept on your Messages page. ' +
    'Your choices also cover the children you look after: their messages come to you.',
  preferencesSaved: 'Your choices are saved.',
  savePreferences: 'Save my choices',
  kindHeader: 'Kind of message',
  needsMobile: 'SMS needs a mobile number on your profile.',
  addMobile: 'Add a mobile number',
  transactionalNote: 'Changes to your games always reach you by at least one way.',
  teamAction: 'Message the team',
  teamDialogTitle: (team: string) => `Message ${team}`,
  teamIntro: 'Goes to the players of the team and the parents or guardians of players under 18.',
  subject: 'Subject',
  text: 'Message',
  textHelp: 'Plain text. **bold**, *italic*, links and lines starting with "- " are shown as such.',
  channels: 'Send by',
  send: 'Send',
  cancel: 'Cancel',
  sentToday: (sent: number, perDay: number) => `${sent} of ${perDay} team messages sent today.`,
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeWhat: (firstName: string, kind: string, association: string) =>
    `${firstName}, you will no longer get ${kind.toLowerCase()} from ${association} by email, app notification or SMS.`,
  unsubscribeKept: 'You will still find these messages on your Messages page when you sign in.',
  preferencesAfter: 'You can turn them on again from Messages, "Choose how you get messages", when signed in.',
} as const;

export const MemberMessagingMessages = {
  sent: (people: number) => `Your message is on its way to ${people} ${people === 1 ? 'person' : 'people'}.`,
  unsubscribed: (kind: string) => `Done. You will no longer get ${kind.toLowerCase()}.`,
  badLink:
    'This unsubscribe link is not valid: it may have been cut short when copied. Open it again from the message, ' +
    'or sign in and choose how you get messages.',
  notYours: 'There is no such message among yours.',
  noAttachment: 'This message has no attachment.',
  allOff: (kind: MessageKind) => `${MessageKindLabels[kind]} must reach you by at least one way.`,
  noMobile: 'Add a mobile number to your profile to get SMS.',
  notTeamStaff: 'Only the team’s manager, team admin or coach can message the team.',
  teamMessagesOff: 'The association has turned team messages off.',
  overLimit: (perDay: number) =>
    `Your team has already been sent ${perDay} messages today, the most the association allows in a day. ` +
    'You can send again tomorrow.',
  noPlayers: 'This team has no players to message yet.',
  channelNotAllowed: (c: Channel) => `${ChannelLabels[c]} is not available for team messages.`,
} as const;
