// Every text of live scoring (issue 45 item 4, ours: the spec has no live scoring; docs/decisions/336). The server's
// refusals and the court-side page (web/src/competition/live/*) both read these.

export const LiveScoreMessages = {
  // refusals of the server
  notFound: 'Game not found.',
  notLive: 'This game cannot be scored live.',
  notYet: 'This game can be scored from its day.',
  /** A game no longer scheduled: refused before scoring, and to the entries of a scorer it was changed under. */
  stopped: {
    postponed: 'This game has been postponed: it cannot be scored now.',
    cancelled: 'This game has been cancelled: it cannot be scored.',
    washout: 'This game has been washed out: it cannot be scored.',
  },
  notScorer: 'Only a manager of either team, the game’s scorer or a competition officer may score this game.',
  notConfirmer: 'Only a manager of either team or a competition officer may confirm the final score.',
  heldBy: (name: string) => `${name} is scoring this game.`,
  heldByYou: 'You are scoring this game on another device.',
  final: 'This game’s result is already recorded.',
  notHolding: 'Open the game to score it on this device first.',
  seqOrder: 'Entries must be sent in order, each once.',
  undoTarget: 'That entry is not in this game.',
  pointsNetball: 'A netball goal counts 1.',
  teamRequired: 'Choose a team.',
  pointsRequired: 'Choose 1, 2 or 3 points.',
  periodRequired: 'Choose a period.',
  undoRequired: 'Choose the entry to undo.',
  device: 'This device could not be recognised: reload the page.',
  // answers
  claimed: 'You are scoring this game.',
  confirmedOne: (team: string) => `${team} confirmed the final score; waiting for the other team.`,
  confirmedFinal: 'Final score confirmed.',
  confirmDiffers: 'The other team confirmed a different score: talk to them, then confirm again.',
  // the court-side page and public marks
  live: 'Live',
  notStarted: 'Not started',
  toConfirm: 'Waiting for confirmation',
  finalScore: 'Final',
  period: (n: number) => (n <= 4 ? `Quarter ${n}` : `Overtime ${n - 4}`),
  teamFoul: 'Team foul',
  timeout: 'Timeout',
  goal: 'Goal',
  undo: 'Undo',
  nextPeriod: 'Next period',
  confirm: 'Confirm final score',
  waiting: (n: number) => (n === 1 ? '1 entry waiting to be sent' : `${n} entries waiting to be sent`),
  allSent: 'All entries sent',
  takeOver: 'Score on this device instead',
  scoringTitle: 'Scoring',
  noGames: 'No games to score today.',
} as const;
