// Every user-visible string of the public draw, standings and stats pages (spec 001 §2, §4, §8), verbatim.
export const CompetitionMessages = {
  // §2 Draw page
  roundHeading: (n: number) => `Round #${n}`,
  semiFinals: 'Semi Finals',
  finals: 'Finals',
  grandFinals: 'Grand Finals',
  doublePointNote: '* double point round',
  divisionNote: (note: string) => `Note: ${note}`,
  addToGoogle: 'Add to Google Calendar',
  addToApple: 'Add to Apple Calendar',
  fullTime: 'full time',
  calendarTitle: (clientName: string) => `${clientName} - Games`,
  // §4 round choices
  allRounds: 'All Rounds',
  semiFinal: 'Semi Final',
  final: 'Final',
  grandFinal: 'Grand Final',
  // §2 Standings page
  resultsAs: (updated: string) => `Results as ${updated}`,
  doublePointFootnote: '* Calculations may include double point rounds',
  // §8 Stats
  noStats: 'Sorry, No Stats Yet',
  noMatch: (search: string) => `Sorry, No Results found for "${search}"`,
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
