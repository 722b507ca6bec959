import type { ClashKind } from './referee-board.rules';

// Texts of the referee coordinator's pages (ours: spec 002 covers the member side only; docs/decisions/195).

export const ClashLabels: Record<ClashKind, string> = {
  two_games: 'Two games at once',
  playing: 'Plays or coaches in this game',
  unavailable: 'Unavailable that date',
  no_timeslot: 'No timeslot at this time',
  check_pending: 'Junior game: waiting for a Working With Children Check',
  check_removed: 'Junior game: removed, no valid Working With Children Check',
};

export const RefereeBoardMessages = {
  noGame: 'No such game in this season',
  noType: 'This function is not one of the roster type',
  noAccess: 'This official may not take this roster type (access list)',
  noOfficial: 'No such official',
  assigned: (name: string, fn: string) => `${name} is ${fn}.`,
  unassigned: (fn: string) => `${fn} is open again.`,
  notAssigned: 'Nobody holds this function in this game.',
  suggested: (n: number) => (n === 1 ? 'One open function was filled.' : `${n} open functions were filled.`),
  noGamesThatDay: 'There are no games on this date in this season.',
  published: (date: string, n: number) =>
    `The roster of ${date} is published; ${n === 1 ? 'one official was' : `${n} officials were`} emailed.`,
  conflict: 'Someone else changed this function at the same time: the board was loaded again.',
  notNeeded: (n: number) => `This division's games need ${n === 1 ? 'one referee' : `${n} referees`}.`,
  alreadyInGame: 'This official already has a function in this game.',
  confirmed: (name: string, fn: string) => `${name} stays ${fn} at the game's new time.`,
  slotsSet: (division: string, n: number) => `Games of ${division} need ${n === 1 ? 'one referee' : `${n} referees`}.`,
  noDivision: 'No such division',
  openPlaces: (p: { open: number; gamesWithoutReferee: number }) =>
    [
      p.gamesWithoutReferee > 0
        ? `${p.gamesWithoutReferee === 1 ? '1 game still has' : `${p.gamesWithoutReferee} games still have`} no referee`
        : '',
      `${p.open === 1 ? '1 referee place is' : `${p.open} referee places are`} open`,
    ]
      .filter(Boolean)
      .join(' and '),
  openChanged: 'The open referee places of this date changed since you looked: read the count again before publishing.',
} as const;

const PUBLISH_EFFECTS =
  'Its officials are emailed their games, and they can no longer change their availability for that day.';

export const RefereeBoardTexts = {
  title: 'Referee roster',
  nav: 'Referee roster',
  season: 'Season',
  from: 'From',
  to: 'To',
  type: 'Roster type',
  venue: 'Venue',
  allVenues: 'All venues',
  show: 'Show',
  suggest: 'Suggest',
  publish: (date: string) => `Publish ${date}`,
  republish: (date: string) => `Publish ${date} again`,
  publishedOn: 'Published',
  draft: 'Not published',
  open: 'Open',
  gamesRegion: 'Games',
  officialsRegion: 'Officials and availability',
  noGames: 'No games in these dates.',
  noOfficials: 'Nobody holds this roster type: give officials access on their member record.',
  timeslots: 'Timeslots',
  unavailable: 'Unavailable',
  none: 'None',
  games: (n: number) => (n === 1 ? '1 game' : `${n} games`),
  function: (fn: string, game: string) => `${fn}, ${game}`,
  publishTitle: 'Publish the roster',
  publishText: (date: string) => `Publish the roster of ${date}? ${PUBLISH_EFFECTS}`,
  publishEffects: PUBLISH_EFFECTS,
  publishOpen: (warning: string, places: number) => `${warning} (of ${places} places): publish anyway?`,
  publishAnyway: (date: string) => `Publish ${date} anyway`,
  placesOpen: (open: number, places: number) =>
    open === 0 ? `All ${places} referee places filled` : `${open} of ${places} referee places open`,
  notNeeded: 'Not needed',
  responses: { pending: 'Not answered yet', accepted: 'Accepted', declined: 'Declined' } as Record<
    'pending' | 'accepted' | 'declined',
    string
  >,
  moved: 'Game moved: confirm or choose another',
  confirm: 'Keep',
  declinedBy: (name: string) => `${name} declined`,
  noAccess: 'not on the officials list',
  slotsTitle: 'Referees per game',
  slotsLabel: (division: string) => `Referees per game: ${division}`,
  suggestTitle: 'Suggest officials',
  suggestText:
    "Fill the open functions of dates not yet published from the officials' availability? Each is kept in the audit trail.",
  loading: 'Loading the roster',
  mailSubject: (date: string) => `Your games on ${date}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailIntro: (date: string) => `The referee roster of ${date} is published. Your games:`,
  mailLine: (time: string, fn: string, court: string, venue: string, division: string, a: string, b: string) =>
    `${time} ${fn}: ${a} vs ${b} (${division}), ${court}, ${venue}`,
  mailAction: 'MY ROSTER',
  /** A published date's roster changed for one official (issue 43, decision 313). */
  changedSubject: (date: string) => `Your games on ${date} changed`,
  changedOn: (time: string, fn: string, a: string, b: string) => `You are now ${fn} at ${time}: ${a} vs ${b}.`,
  changedOff: (time: string, fn: string, a: string, b: string) => `You are no longer ${fn} at ${time}: ${a} vs ${b}.`,
} as const;

/** Event rosters in the back-office (docs/decisions/197). */
export const EventRosterStaffMessages = {
  noVenue: 'No such venue',
  noEvent: 'No such event',
  noEntry: 'No such entry on the schedule',
  noOfficial:
    "No member with this username is an event roster official: set Event roster in their record's flags first.",
  noCourt: "This court is not at the event's venue",
  timesOrder: 'The end must be after the start',
  created: (name: string) => `${name} was added.`,
  added: (name: string, fn: string) => `${name} is on the schedule as ${fn}.`,
  cancelled: 'The entry was taken off the schedule.',
  notified: (n: number) => (n === 1 ? 'One official was emailed.' : `${n} officials were emailed.`),
  nobody: "Nobody is on this event's schedule.",
} as const;

export const EventRosterStaffTexts = {
  title: 'Event rosters',
  nav: 'Event rosters',
  events: 'Events',
  newEvent: 'New event',
  name: 'Event name',
  date: 'Date',
  venue: 'Venue',
  add: 'Add',
  open: 'Open',
  schedule: 'Schedule',
  username: 'Official (username)',
  timeFrom: 'From',
  timeTo: 'To',
  court: 'Court',
  noCourt: 'No court',
  function: 'Function',
  addEntry: 'Add to schedule',
  cancel: (name: string, fn: string) => `Take ${name} (${fn}) off`,
  notify: 'Email the officials',
  actions: 'Actions',
  fullRoster: 'Full roster as members see it',
  noEvents: 'No events yet.',
  entries: (n: number) => (n === 1 ? '1 entry' : `${n} entries`),
  mailSubject: (event: string) => `Your roster: ${event}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailIntro: (event: string, date: string, venue: string) => `You are rostered on ${event}, ${date}, at ${venue}:`,
  mailLine: (from: string, to: string, fn: string, court: string) =>
    `${from} - ${to} ${fn}${court ? `, ${court}` : ''}`,
  mailAction: 'MY ROSTER',
  loading: 'Loading the events',
} as const;
