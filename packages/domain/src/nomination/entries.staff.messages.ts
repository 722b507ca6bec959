import { formatCents } from '../shared/money';

// Every text of the back-office's team entries page, its calls and the team manager's mails (docs/decisions/206).

export const ENTRY_STATUSES = ['pending', 'accepted', 'waitlisted', 'declined'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const EntriesTexts = {
  title: 'Team entries',
  season: 'Season',
  division: 'Division',
  anyDivision: 'Every division',
  status: 'Status',
  anyStatus: 'Every status',
  search: 'Search team or manager',
  statuses: {
    pending: 'Pending',
    accepted: 'Accepted',
    waitlisted: 'Waiting list',
    declined: 'Declined',
  } satisfies Record<EntryStatus, string>,
  columns: {
    team: 'Team',
    division: 'Division',
    manager: 'Manager',
    status: 'Status',
    paid: 'Paid',
    refunded: 'Refunded',
    entered: 'Entered',
    actions: 'Actions',
  },
  places: (taken: number, capacity: number | null) =>
    capacity === null ? `${taken} placed, no limit` : `${taken} of ${capacity} places taken`,
  waitingList: 'waiting list',
  refundedAmount: (amount: string) => `refunded ${amount}`,
  accept: 'Accept',
  decline: 'Decline',
  place: 'Place',
  regrade: 'Move',
  actionsFor: (team: string) => `Decisions for ${team}`,
  declineTitle: (team: string) => `Decline ${team}`,
  declineText: (paid: number) =>
    `${paid > 0 ? `The ${formatCents(paid)} paid is refunded in full to the card it was paid with.` : 'Nothing was paid for this entry: there is nothing to refund.'} The reason is sent to the team manager.`,
  placeTitle: (team: string) => `Place ${team} from the waiting list`,
  regradeTitle: (team: string) => `Move ${team} to another division`,
  toDivision: 'Division',
  preferred: "The manager's preferred division",
  full: 'full',
  confirmAccept: (team: string, division: string) => `Accept ${team} in ${division}? The team manager is emailed.`,
  noEntries: 'No team entries match.',
} as const;

export const EntriesMessages = {
  noEntry: 'There is no such team entry.',
  noDivision: 'Choose a division of the same season.',
  notPending: (team: string, status: string) =>
    `${team} is ${status.toLowerCase()}: only a pending entry can be accepted.`,
  notDeclinable: (team: string, status: string) =>
    `${team} is ${status.toLowerCase()}: only a pending or waiting entry can be declined.`,
  notWaiting: (team: string) => `${team} is not on a waiting list.`,
  notPlaced: (team: string) => `${team} is not in a division yet: place it from the waiting list.`,
  sameDivision: (team: string, division: string) => `${team} is already in ${division}.`,
  full: (division: string) => `${division} is full: no place is free.`,
  hasGames: (team: string, division: string) =>
    `${team} already has games in the draw of ${division}: regenerate the draw without it first.`,
  nameTaken: (team: string, division: string) => `A team named ${team} is already in ${division}.`,
  playerTaken: (division: string) => `A player of this team already plays in another team of ${division}.`,
  accepted: (team: string, division: string) => `${team} was accepted in ${division}; the team manager was emailed.`,
  declined: (team: string) => `${team} was declined; the team manager was emailed.`,
  refunded: (amount: number) => ` ${formatCents(amount)} was refunded to the card.`,
  refundRefused: (words: string) => ` The refund was refused by the card's bank (${words}): ask the finance officer.`,
  refundUnknown: ' The gateway did not answer: the refund is finished automatically; do not refund it again.',
  refundElsewhere: ' This payment was just refunded by someone else at the same time: nothing more was refunded.',
  placed: (team: string, division: string) => `${team} was placed in ${division}; the team manager was emailed.`,
  moved: (team: string, from: string, to: string) =>
    `${team} was moved from ${from} to ${to}; the team manager was emailed.`,
} as const;

/** The team manager's mails: each names the team, the division and the season (and, for a refund, the amount). */
export const EntryMails = {
  acceptedSubject: (team: string) => `Team entry accepted: ${team}`,
  accepted: (team: string, division: string, season: string) =>
    `${team} has been accepted in ${division} for ${season}. The draw will show your games once it is published.`,
  declinedSubject: (team: string) => `Team entry declined: ${team}`,
  declined: (team: string, division: string, season: string, reason: string) =>
    `We are sorry: the entry of ${team} in ${division} for ${season} has been declined. Reason: ${reason}`,
  refund: (amount: number) =>
    `The ${formatCents(amount)} you paid for the entry is being refunded in full to the card you paid with.`,
  noRefund: 'Nothing was paid for this entry, so there is nothing to refund.',
  placedSubject: (team: string) => `Team placed: ${team}`,
  placed: (team: string, division: string, season: string) =>
    `${team} has been placed from the waiting list in ${division} for ${season}.`,
  movedSubject: (team: string) => `Team moved: ${team}`,
  moved: (team: string, from: string, to: string, season: string) =>
    `${team} has been moved from ${from} to ${to} for ${season}.`,
  greeting: (firstname: string) => `Hello ${firstname},`,
  action: 'Open your teams',
} as const;
