// The public API's, the widget's and the embedded page's words (docs/decisions/294, 295). The widget gets them as
// data (its script is made on the server), so both say the same.
export const PublicApiMessages = {
  tooMany: (perMinute: number) =>
    `Too many requests: the public API answers ${perMinute} requests a minute from one address. Try again in a minute.`,
  fixture: 'Fixture',
  ladder: 'Ladder',
  loading: 'Loading…',
  failed: 'This table could not be loaded. Please try again later.',
  noGames: 'No games yet.',
  noTeams: 'No teams yet.',
  fullDraw: 'Full draw and results',
  fullLadder: 'Full standings',
  bye: 'Bye',
  forfeit: 'Forfeit:',
  statuses: { postponed: 'Postponed', cancelled: 'Cancelled', washout: 'Washout' },
  fixtureColumns: ['When', 'Home', 'Score', 'Away', 'Venue'],
  /** Short headings, each with its words for a screen reader and a tooltip. */
  ladderColumns: [
    ['Pos', 'Position'],
    ['Team', 'Team'],
    ['P', 'Played'],
    ['W', 'Won'],
    ['L', 'Lost'],
    ['D', 'Drawn'],
    ['Pts', 'Points'],
    ['%', 'Percentage'],
  ],
} as const;
