// spec 002 §8 "Referee" messages, verbatim, and the texts of the §2 screens Competition Roster, Competition
// Availability and Event roster. Texts marked "ours" are not in the spec.

export const RosterMessages = {
  // §8 Referee (also §4: removing an unavailable date or changing a timeslot where a roster is already published)
  published: 'Roster already published, please contact the stadium',
  availabilityUpdated: 'Availability updated successfully',
} as const;

/** spec 002 §9 overlay timeouts: 3000 ms for the refusal, 2000 ms for the success (docs/decisions/091). */
export const ROSTER_OVERLAY_MS = { published: 3000, updated: 2000 } as const;

export const RosterTexts = {
  // §2 headings, fields, buttons and tabs
  refereeTitle: 'Competition Roster',
  availabilityTitle: 'Competition Availability',
  eventTitle: 'Local Roster',
  myRoster: 'MY ROSTER',
  fullRoster: 'FULL ROSTER',
  myAvailability: 'MY AVAILABILITY',
  save: 'SAVE',
  timeslotsTab: 'Availability Timeslots',
  unavailableTab: 'Unavailable Dates',
  addToGoogle: 'Add to Google Calendar',
  addToApple: 'Add to Apple Calendar',
  // ours
  noMyGames: 'You are not rostered on any game in these dates.',
  noFullGames: 'No games are rostered in these dates.',
  noMyEntries: 'You are not rostered on this event.',
  noFullEntries: 'Nobody is rostered on this event yet.',
  noGameTimes: 'No games are played at this venue in this season.',
  noUnavailable: 'No unavailable dates.',
  addDate: 'ADD DATE',
  pastGames: 'Include past games (4 weeks back)', // ours: the range starts today, the past behind this switch
  unavailableDate: 'Unavailable date',
  unavailableList: 'Your unavailable dates',
  removeDate: (date: string) => `Remove ${date}`,
  timeslot: (day: string, time: string) => `${day} ${time}`,
  chooseFirst: 'Choose a season and a venue, then MY AVAILABILITY.',
  chooseEvent: 'Choose an event, then MY ROSTER or FULL ROSTER.',
  fullRosterOf: (event: string) => `Full roster: ${event}`,
  vs: (a: string, b: string) => `${a} vs ${b}`,
  score: (a: number | null, b: number | null) => (a === null || b === null ? '' : `${a} - ${b}`),
  toBeAnnounced: 'TBA', // a finals team not known yet (as the draw says)
  official: 'Official',
  name: 'Name',
  search: 'Search',
  noMatch: 'Sorry, No Results found',
  round: (n: number) => `Round ${n}`,
} as const;

/** Labels of the fields the forms show, in their order (lib/forms.ts useServerErrors). */
export const RosterLabels = {
  season: 'Season',
  'roster.0': 'Start Date',
  'roster.1': 'End Date',
  type: 'Roster Type',
  venue: 'Venue',
  availability: 'Availability Timeslots',
  unavailability: 'Unavailable Dates',
  event: 'Event',
  roster: 'Roster Date',
} as const;

/** spec 002 §4 day numbers: monday 1 to sunday 7. */
export const DAY_NAMES = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
} as const;

/** The competition roster types a member's access_ref may hold (ours: the spec names no types, docs/decisions/090). */
export const ROSTER_TYPE_LABELS = { referee: 'Referee', table: 'Table Official' } as const;

// Refusals of the roster calls (ours).
export const RosterErrors = {
  noSeason: 'No such season',
  noVenue: 'No such venue',
  noEvent: 'No such event',
  noEntry: 'No such roster entry',
  rosterType: 'You may not see this roster type',
  notGameTime: 'This time is not a game time at this venue on that day',
  time: 'This field must be a valid date/time',
  noFeedAccess: 'Calendar feeds are for referees and rostered officials',
  noFeed: 'No such calendar feed',
} as const;

// The private roster calendar feed (ours, docs/decisions/093).
export const FeedTexts = {
  title: 'Calendar feed',
  intro:
    'Subscribe to your own roster in your phone or computer calendar: games and events appear there and stay up to date.',
  none: 'You have no calendar feed yet.',
  active: (since: string) =>
    `Your calendar feed is on (link made ${since}). The link is shown only once: make a new one if you lost it.`,
  shownOnce: 'Copy this link now: it is shown only once. Anyone with the link can read your roster.',
  create: 'GET FEED LINK',
  regenerate: 'REGENERATE',
  stop: 'TURN OFF',
  copy: 'COPY',
  copied: 'Link copied',
  subscribe: 'Subscribe',
  link: 'Calendar feed link',
  regenerated: 'A new link was made: the old one no longer works.',
  stopped: 'Calendar feed turned off',
  calendarName: (clientName: string) => `My roster: ${clientName}`,
} as const;

/** Calendar texts of roster events (ours): what a phone's calendar shows. */
export const RosterCalendarTexts = {
  gameTitle: (memberType: string, teamA: string, teamB: string) => `${memberType}: ${teamA} vs ${teamB}`,
  gameDetails: (division: string, court: string, time: string, clientName: string) =>
    `${division}\n${court}, ${time}\n${clientName}`,
  eventTitle: (fn: string, event: string) => `${fn}: ${event}`,
  eventDetails: (court: string, time: string, clientName: string) =>
    `${court ? `${court}, ` : ''}${time}\n${clientName}`,
} as const;
