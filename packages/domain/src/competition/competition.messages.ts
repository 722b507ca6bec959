// Every user-visible string of the public draw, standings and stats pages (spec 001 §2, §4, §8). The spec's own
// texts are verbatim; the others (marked "ours") are where the spec gives none (docs/decisions/026-competition-texts.md).
import { SCROLL_SIDEWAYS } from '../shared/messages';

export const CompetitionMessages = {
  // §2 page titles and selectors (ours: the spec names the pages and selectors, not their captions)
  drawTitle: 'Draw',
  standingsTitle: 'Standings',
  statsTitle: 'Stats',
  season: 'Season',
  division: 'Division',
  round: 'Round',
  team: 'Team',
  gameDate: 'Game Date',
  search: 'Search',
  drawFilters: 'Draw filters',
  // ours: what an empty page says before a division is chosen
  chooseDivisionDraw: 'Choose a division to see its draw.',
  chooseDivisionStandings: 'Choose a division to see its standings.',
  chooseStats: 'Choose a season, division, team and game date to see player stats.',
  loadingDraw: 'Loading draw',
  loadingStandings: 'Loading standings',
  loadingStats: 'Loading stats',
  // §2 Draw page
  roundHeading: (n: number) => `Round #${n}`,
  semiFinals: 'Semi Finals',
  finals: 'Finals',
  grandFinals: 'Grand Finals',
  doublePointNote: '* double point round',
  doublePointsLabel: 'double points',
  divisionNote: (note: string) => `Note: ${note}`,
  addToGoogle: 'Add to Google Calendar',
  addToApple: 'Add to Apple Calendar',
  fullTime: 'Full time',
  calendarTitle: (clientName: string) => `${clientName} - Games`,
  // §2 game card fields (ours: the spec lists the fields, not their captions)
  duty: (team: string) => `Duty: ${team}`,
  bye: (team: string) => `Bye: ${team}`,
  forfeit: (team: string) => `Forfeit: ${team}`,
  /** ours (decision 210): a game postponed, cancelled or washed out, in place of its time. */
  gameStatus: { postponed: 'Postponed: new date to be announced', cancelled: 'Cancelled', washout: 'Washed out' },
  /** A finals slot whose team is not known until the games before it are decided. */
  toBeAnnounced: 'TBA',
  /** ours: why a game on one of the season's excluded dates offers no calendar links (§2). */
  excludedDate: 'No games on this date (excluded)',
  // ours: a team's calendar feed, on the draw with a team chosen and on the team detail page
  subscribeTeam: "Subscribe to this team's games",
  subscribeHint: 'Every game of this team in your phone calendar, kept up to date when the draw changes.',
  // §4 round choices
  allRounds: 'All Rounds',
  /** ours: why the round selector is disabled while a team is chosen (§4) */
  roundLocked: 'All rounds while a team is chosen',
  semiFinal: 'Semi Final',
  final: 'Final',
  grandFinal: 'Grand Final',
  // ours: the court-side follower (docs/decisions/110-court-side-draw.md, 112-competition-selection.md)
  myTeam: 'My team',
  myTeamHint: "Home and the draw open on this team's next game on this device.",
  nextGame: 'Next game',
  yourTeam: 'Your team',
  yourTeams: 'Your teams',
  allTeams: 'All teams',
  otherPages: 'This selection on other pages',
  seeDraw: 'See the draw',
  seeStandings: 'See the standings',
  seeStats: 'See the stats',
  gameAgainst: (date: string, opponent: string) => `${date} v ${opponent}`,
  scrollSideways: SCROLL_SIDEWAYS,
  position: 'Pos',
  /** ours: the (visually hidden) heading of the phone's expand column */
  details: 'Details',
  // §2 Standings page
  resultsAs: (updated: string) => `Results as ${updated}`,
  doublePointFootnote: '* Calculations may include double point rounds',
  showDetails: (team: string) => `Show details of ${team}`,
  hideDetails: (team: string) => `Hide details of ${team}`,
  // §8 Stats
  statsTableLabel: 'Player stats',
  /** ours (decision 226): the game date picker's first choice, every decided game of the season summed */
  seasonTotals: 'Season totals',
  seasonTotalsLabel: 'Player stats, season totals',
  gamesColumn: 'Games',
  noStats: 'Sorry, No Stats Yet',
  noMatch: (search: string) => `Sorry, No Results found for "${search}"`,
} as const;

/** Messages of the API's 404 answers (ErrorBody.message); the public pages swallow them (spec 001 §8). */
export const CompetitionErrors = {
  noSeason: 'No such season',
  noDivision: 'No such division',
  noTeam: 'No such team in this division',
  noGame: 'No such game',
  noCalendar: 'This game has no calendar event: it is scored, a bye, or on an excluded date',
  statsOff: 'Stats are not available',
  // ours: the database refused two scheduled games on one court at overlapping times (migration 0045)
  courtDoubleBooked:
    'Another game already holds that court at that time: nothing was changed. Choose another court or time.',
} as const;

/** Column headings of the standings table (spec 001 §2 Standings page), in order. */
export const StandingsColumns = [
  { key: 'team', label: 'Team' },
  { key: 'played', label: 'Played' },
  { key: 'win', label: 'Win' },
  { key: 'loss', label: 'Loss' },
  { key: 'draw', label: 'Draw' },
  { key: 'percentage', label: 'W/L %' },
  { key: 'na_forf', label: 'Non-Advised Forfeit' },
  { key: 'n_forf', label: 'Notified Forfeit' },
  { key: 'adm_forf', label: 'Admin Forfeit' },
  { key: 'disq', label: 'Disq' },
  { key: 'bye', label: 'Bye' },
  { key: 'adjust', label: 'Adjust' },
  { key: 'points', label: 'Points' },
] as const;

/** Column headings of the stats table (spec 001 §3 stats row; free throws and field goals named as the spec glosses them). */
export const StatsColumns = [
  { key: 'tshirt_number', label: '#' },
  { key: 'member', label: 'Name' },
  { key: 'points', label: 'Points' },
  { key: 'one_points', label: 'Free Throws' },
  { key: 'two_points', label: 'Field Goals' },
  { key: 'three_points', label: '3 Pointers' },
  { key: 'fouls', label: 'Fouls' },
  { key: 'techfouls', label: 'Technical' },
  { key: 'unspfouls', label: 'Unsportsmanlike' },
  { key: 'disqfouls', label: 'Disqualifying' },
] as const;
