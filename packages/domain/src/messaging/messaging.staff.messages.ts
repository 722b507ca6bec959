import type { AudienceType, DeliveryState } from './messaging';

// The back-office's messaging pages and refusals (ours; issue 43 items 1 and 6, docs/decisions/309 and 310).

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5_000;
/** How far ahead a message may be scheduled. */
export const SCHEDULE_MAX_DAYS = 60;
/** The largest attachment: a PDF, PNG or JPEG up to 5 MB. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const AudienceTypeLabels: Record<AudienceType, string> = {
  everyone: 'Everyone',
  sport: 'Everyone in a sport',
  season: 'A season',
  division: 'A division',
  team: 'A team',
  club: 'A club',
  referees: 'Referees',
  officials: 'Officials',
  'managers-and-coaches': 'Managers and coaches',
  'renewal-due': 'Members whose renewal is due',
  'unpaid-invoice': 'Members with an unpaid invoice',
};

export const DeliveryStateLabels: Record<DeliveryState, string> = {
  queued: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

export const MessageStatusLabels = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
} as const;
export type MessageStatus = keyof typeof MessageStatusLabels;

export const MessagingStaffMessages = {
  noChannel: 'Choose at least one way to send it',
  notYourAudience: 'Your role may not write to this audience',
  noSeason: 'There is no such season',
  noDivision: 'There is no such division',
  noTeam: 'There is no such team',
  noClub: 'No team plays for this club',
  sendAtPast: 'Choose a time in the future',
  sendAtFar: `Choose a time within ${SCHEDULE_MAX_DAYS} days`,
  noAttachment: 'The attached file is no longer there: attach it again',
  attachmentMissing: 'Choose a file to attach',
  attachmentTooBig: 'The file may be at most 5 MB',
  attachmentType: 'Attach a PDF, PNG or JPEG file',
  noMessage: 'There is no such message',
  notScheduled: 'Only a message that has not gone yet can be cancelled',
  nobody: 'This audience has nobody in it',
  sent: (people: number) => `Your message is on its way to ${people} ${people === 1 ? 'person' : 'people'}.`,
  scheduled: (when: string) => `Your message will be sent at ${when}.`,
  cancelled: 'The scheduled message was cancelled; nobody will receive it.',
} as const;

/** The words of the /staff/messages pages. */
export const MessagingStaffTexts = {
  nav: 'Messages',
  title: 'Messages',
  newMessage: 'New message',
  composeTitle: 'New message',
  search: 'Search by subject',
  status: 'Status',
  anyStatus: 'Any status',
  loading: 'Loading the message',
  /** An SMS's parts, beside its channel on the deliveries list. */
  parts: (n: number) => (n === 1 ? '1 part' : `${n} parts`),
  columns: {
    subject: 'Subject',
    audience: 'To',
    sendAt: 'Sends',
    status: 'Status',
    people: 'People',
    failed: 'Failed',
    sender: 'From',
    name: 'Person',
    forName: 'For',
    channel: 'By',
    state: 'State',
    reason: 'Why',
    address: 'Sent to',
  },
  audienceType: 'Send to',
  season: 'Season',
  division: 'Division',
  team: 'Team',
  teamRoles: 'Who in the team',
  teamRoleLabels: { players: 'Players (and guardians of minors)', coach: 'Coach', manager: 'Manager' },
  club: 'Club',
  sport: 'Sport',
  withinDays: 'Renewal due within (days)',
  noClubs: 'No team has a club yet: give teams their club in the season setup.',
  kind: 'Kind of message',
  channels: 'Send by',
  channelsHelp: 'Every message is also kept on each person’s Messages page.',
  subject: 'Subject',
  body: 'Text',
  bodyHelp: 'Plain text. **bold**, *italic*, a line starting "- " for a list, and web addresses become links.',
  formatPreview: 'How it will look',
  attachment: 'Attach a file (PDF or image, up to 5 MB)',
  attachRemove: 'Remove the file',
  attaching: 'Attaching…',
  when: 'When',
  now: 'Send now',
  later: 'Send at a date and time',
  day: 'Date',
  time: 'Time',
  previewTitle: 'Who will receive it',
  previewLoading: 'Counting the people…',
  previewPick: 'Choose who to send to, to see how many people it reaches.',
  people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  byChannel: (n: number, channel: string) => `${n} by ${channel.toLowerCase()}`,
  leftOut: (n: number) => `${n} left out`,
  sms: (messages: number, segments: number, cost: string) =>
    `SMS: ${messages} ${messages === 1 ? 'message' : 'messages'}, ${segments} ${segments === 1 ? 'segment' : 'segments'} each, about ${cost}`,
  who: 'Who:',
  andMore: (names: string, more: number) => `${names} and ${more} more`,
  whyLeftOut: 'Who is left out and why',
  leftOutOf: (channel: string, reason: string) => `No ${channel.toLowerCase()} — ${reason.toLowerCase()}:`,
  forChild: (name: string) => `for ${name}`,
  send: 'Send',
  schedule: 'Schedule',
  confirmTitle: 'Send to everyone?',
  confirmText: (people: number) =>
    `This message goes to everyone: ${people} people. Check the subject and the text before you send it.`,
  confirmAction: 'Send to everyone',
  cancel: 'Cancel this message',
  cancelTitle: 'Cancel the scheduled message?',
  cancelText: 'Nobody will receive it. This cannot be undone.',
  keep: 'Keep it',
  counts: 'Deliveries',
  deliveries: 'Who received it',
  anyChannel: 'Any way',
  anyState: 'Any state',
  searchPerson: 'Search by name',
  attachedFile: 'Attached file',
  sentBy: 'Sent by',
  back: 'All messages',
  noDeliveries: 'Nobody yet: a scheduled message reaches its people when it is sent.',
} as const;
