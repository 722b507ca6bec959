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
