import type { ClashKind } from './referee-board.rules';

// Texts of the referee coordinator's pages (ours: spec 002 covers the member side only; docs/decisions/195).

export const ClashLabels: Record<ClashKind, string> = {
  two_games: 'Two games at once',
  playing: 'Plays or coaches in this game',
  unavailable: 'Unavailable that date',
  no_timeslot: 'No timeslot at this time',
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
  published: (date: string, n: number) => `The roster of ${date} is published; ${n === 1 ? 'one official was' : `${n} officials were`} emailed.`,
  conflict: 'Someone else changed this function at the same time: the board was loaded again.',
} as const;

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
  publishText: (date: string) => `Publish the roster of ${date}? Its officials are emailed their games, and their availability for that day is locked (spec 002 §4).`,
  suggestTitle: 'Suggest officials',
  suggestText: 'Fill the open functions of dates not yet published from the officials\' availability? Each is kept in the audit trail.',
  loading: 'Loading the roster',
  mailSubject: (date: string) => `Your games on ${date}`,
  mailGreeting: (name: string) => `Hello ${name},`,
  mailIntro: (date: string) => `The referee roster of ${date} is published. Your games:`,
  mailLine: (time: string, fn: string, court: string, venue: string, division: string, a: string, b: string) => `${time} ${fn}: ${a} vs ${b} (${division}), ${court}, ${venue}`,
  mailAction: 'MY ROSTER',
} as const;
