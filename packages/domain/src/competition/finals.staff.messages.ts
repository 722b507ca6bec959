// Every text of the back-office's finals (ours; decision 212).

/** The finals of a bracket in order, as the form names them. */
export const FINAL_NAMES: Record<string, string> = {
  EF1: 'Final 1',
  EF2: 'Final 2',
  EF3: 'Final 3',
  EF4: 'Final 4',
  SF1: 'Semi final 1',
  SF2: 'Semi final 2',
  GF: 'Grand final',
};

export const FinalsMessages = {
  noCourt: 'Choose a court.',
  pastMidnight: 'The game would end after midnight: choose an earlier time.',
  slotsNeeded: 'Give a date, time and court for each final.',
  slotsCount: (n: number) => `Give a date, time and court for each of the ${n} finals.`,
  tooFewTeams: 'The division has too few teams for finals.',
  regularOpen: (n: number) =>
    `${n} ${n === 1 ? 'game' : 'games'} of the regular rounds ${n === 1 ? 'has' : 'have'} no result yet: finish them first.`,
  finalsPlayed: 'A final already has a result: the final series cannot be generated again.',
  generated: (n: number) => `Final series generated: ${n} ${n === 1 ? 'game' : 'games'}.`,
} as const;

export const FinalsTexts = {
  title: 'Finals',
  teams: 'Teams in finals',
  minutes: 'Minutes per game',
  generate: 'Generate finals',
  generating: 'Generating…',
  date: 'Date',
  time: 'Time',
  court: 'Court',
  hint: 'The top teams of the ladder qualify; each next final is filled when its feeder finals are decided.',
} as const;
