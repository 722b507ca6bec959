import { formatCents } from '../shared/money';

// Every text of the back-office's court hire pages (ours: the spec covers the member side only; docs/decisions/215, 216).

export const BookingStaffMessages = {
  notFound: 'There is no booking with that number.',
  notBooked: 'Only a paid booking can be cancelled.',
  alreadyCancelled: (id: number) => `Booking #${id} was already cancelled.`,
  noPayment: 'This booking was not paid by card, so there is nothing to refund: cancel it with a refund of $0.00.',
  aboveRefundable: (left: number) => `Only ${formatCents(left)} of this booking's payment can still be refunded.`,
  cancelled: (id: number) => `Booking #${id} was cancelled.`,
  refunded: (amount: number) => `${formatCents(amount)} was refunded to the member's card.`,
  refundNotMade: (why: string) => `The refund was not made: ${why}`,
  cancelNote: (day: string, reason: string) => `Cancelled by the venue on ${day}: ${reason}`,
  mailSubject: (id: number) => `Your court booking #${id} was cancelled`,
  mailIntro: (what: string, when: string) => `Your booking of ${what} on ${when} was cancelled by the venue.`,
  mailReason: (reason: string) => `Reason: ${reason}`,
  mailRefund: (amount: number) => `A refund of ${formatCents(amount)} is being made to the card you paid with.`,
  mailNoRefund: 'No refund is being made for this booking.',
  mailAction: 'View your bookings',
} as const;

/** The back-office pages' own words. */
export const BookingStaffTexts = {
  nav: 'Court bookings',
  title: 'Court bookings',
  searchLabel: 'Member, court or booking number',
  venue: 'Venue',
  court: 'Court',
  from: 'From',
  to: 'To',
  status: 'Status',
  anyVenue: 'Every venue',
  anyCourt: 'Every court',
  statuses: { '': 'Every status', booked: 'Booked', held: 'Payment under way', cancelled: 'Cancelled' },
  columns: {
    id: 'Booking #',
    member: 'Member',
    venue: 'Venue',
    court: 'Court',
    starts: 'Start',
    ends: 'End',
    type: 'Type',
    status: 'Status',
    paid: 'Paid',
    refunded: 'Refunded',
    actions: 'Actions',
  },
  cancel: 'Cancel',
  cancelTitle: (id: number) => `Cancel booking #${id}`,
  cancelText: (what: string, refundable: string) =>
    `${what}. Up to ${refundable} of its payment can be refunded to the member's card; the member is emailed.`,
  refundAmount: 'Refund amount',
  reason: 'Reason',
  confirmCancel: 'Cancel booking and refund',
  keep: 'Keep booking',
  competitionCourts: 'Competition courts and game slots',
} as const;

/** The blocks' words (docs/decisions/216). */
export const BlockMessages = {
  noCourt: 'There is no court with that number.',
  notFound: 'There is no block with that number.',
  collision: 'Bookings or events hold this court then: cancel them first, then save the block again.',
  created: (court: string) => `${court} was blocked.`,
  removed: (id: number) => `Block #${id} was removed.`,
} as const;

export const BlockTexts = {
  nav: 'Court blocks',
  title: 'Court blocks',
  newBlock: 'New block',
  save: 'Save block',
  kinds: { event: 'Event', maintenance: 'Maintenance' },
  fields: {
    venue: 'Venue',
    court_id: 'Court',
    kind: 'Kind',
    title: 'Title',
    note: 'Note',
    from_day: 'From date',
    from_time: 'From time',
    to_day: 'To date',
    to_time: 'To time',
  },
  columns: { court: 'Court', kind: 'Kind', title: 'Title', starts: 'From', ends: 'To', by: 'By', actions: 'Actions' },
  remove: 'Remove',
  conflictsTitle: 'Cancel these bookings first',
  otherEvents: 'Other events hold the court then:',
  gamesTitle: 'Competition games on this court then',
  gamesNote: 'A block does not move them: move them in Game edits, or choose another time.',
} as const;

/** The venue settings' words (docs/decisions/217). */
export const VenueSettingsMessages = {
  everyDay: 'Give the hours of every day of the week.',
  maxBelowMin: 'The longest booking cannot be shorter than the shortest.',
  bandsOverlap: 'This length band overlaps another of the same option.',
  noCourt: 'There is no court with that number.',
  noType: 'There is no booking type with that number.',
  noVenue: 'There is no venue with that number.',
  optionElsewhere: "That option is not one of this sport's.",
  hoursSaved: (court: string) => `The hours of ${court} were saved.`,
  hoursSavedEvery: (n: number) => `The same hours were saved for all ${n} courts of the venue.`,
  ratesSaved: (type: string) => `The rates of ${type} were saved.`,
} as const;

export const VenueSettingsTexts = {
  nav: 'Court hire settings',
  title: 'Court hire settings',
  venue: 'Venue',
  hours: 'Weekly hours',
  rates: 'Rates',
  units: (names: string[]) => `Units: ${names.join(', ')}`,
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  open: 'Open for hire',
  opens: 'Opens',
  closes: 'Closes',
  saveHours: 'Save hours',
  everyCourt: 'Give every court of this venue these hours',
  saveRates: 'Save rates',
  addBand: 'Add a band',
  removeBand: 'Remove band',
  option: 'Option',
  noOption: 'No option',
  minMinutes: 'Shortest (minutes)',
  maxMinutes: 'Longest (minutes)',
  hourly: 'Per hour, full court',
  competitionCourts: 'Competition courts and game slots',
  /** the season court a hire court's games are found on (decision 282) */
  seasonGames: (court: string, ahead: number) =>
    ahead === 0
      ? `Season games on ${court}: none to come.`
      : `Season games on ${court}: ${ahead} to come. Members cannot hire this court while one is played.`,
  noSeasonGames: 'No season games',
} as const;
