// The court-side scoring page's own texts (issue 45 item 4, ours; docs/decisions/340). The refusals and the texts the
// page shares with the public marks are in live-score.messages.ts.

export const LiveScorerTexts = {
  listTitle: 'Score a game',
  listIntro: 'Games of today you may score: as a manager of either team, the game’s scorer or a competition officer.',
  open: (a: string, b: string) => `Score ${a} v ${b}`,
  scoredBy: (name: string) => `Scored by ${name}`,
  loading: 'Loading the game…',
  start: 'Start scoring',
  starting: 'Starting…',
  scoreBy: (team: string, points: number) => `${team} +${points}`,
  goalFor: (team: string) => `Goal ${team}`,
  foulFor: (team: string) => `Team foul ${team}`,
  timeoutFor: (team: string) => `Timeout ${team}`,
  undoLast: (what: string) => `Undo ${what}`,
  periodsTitle: 'Score by period',
  foulsTitle: 'Team fouls',
  timeoutsTitle: 'Timeouts',
  /** The timeouts counted together on a score sheet: the half's, or an overtime period's (decision 359). */
  timeoutsNow: (period: number, a: string, na: number, b: string, nb: number) =>
    `${period > 4 ? 'This overtime' : 'This half'}: ${a} ${na}, ${b} ${nb}`,
  periodHeading: 'Period',
  total: 'Total',
  offline: 'No signal: the entries wait on this phone and are sent when it is back online.',
  sending: 'Sending…',
  stopped: 'Nothing more is sent from this phone, so no entry counts twice.',
  clockTitle: 'Period clock (optional)',
  clockStart: 'Start clock',
  clockStop: 'Stop clock',
  clockReset: 'Reset clock',
  confirmTitle: 'Final score',
  confirmIntro:
    'Check the final score with the other team. Both managers confirm it (or a competition officer alone); it is then the game’s result and the standings follow.',
  confirmWait: 'Send the waiting entries before confirming.',
  confirmByOthers: 'The managers of both teams, or a competition officer, confirm the final score: you are the scorer.',
  confirmYourScore: 'Confirm this score',
  confirmedBy: (name: string, a: number, b: number) => `${name} confirmed ${a} – ${b}`,
  finalLine: (a: string, sa: number, b: string, sb: number) => `${a} ${sa} – ${sb} ${b}`,
  scoreLink: 'Score this game',
  scoreGames: 'Score a game',
  back: 'All games to score',
} as const;
