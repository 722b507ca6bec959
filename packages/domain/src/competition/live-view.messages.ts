// Every text of live scores for everyone (issue 45 item 5, ours: the spec has no live scores; docs/decisions/338, 339):
// the stream's refusal, the draw's live mark, the public game page and the widget. The scorer's own texts are in
// live-score.messages.ts.

export const LiveViewMessages = {
  streamBusy: 'Too many live viewers on this server: scores come by refreshing every few seconds instead.',
  live: 'Live',
  final: 'Final',
  toConfirm: 'Final score to be confirmed',
  notStarted: 'Not started',
  liveScore: (a: string, sa: number, b: string, sb: number) => `Live score: ${a} ${sa}, ${b} ${sb}`,
  gameTitle: (a: string, b: string) => `${a} v ${b}`,
  gameNotFound: 'Game not found.',
  byPeriod: 'Score by period',
  periodShort: (n: number) => (n <= 4 ? `Q${n}` : `OT${n - 4}`),
  periodLong: (n: number) => (n <= 4 ? `Quarter ${n}` : `Overtime ${n - 4}`),
  total: 'Total',
  team: 'Team',
  nowIn: (period: string) => `Now in ${period}`,
  fouls: 'Team fouls this period',
  foulsShort: 'Fouls',
  timeouts: (period: number) => (period > 4 ? 'Timeouts this overtime' : 'Timeouts this half'),
  timeoutsShort: 'T/O',
  scorer: (name: string) => `Scored court-side by ${name}`,
  updated: (time: string) => `Updated ${time}`,
  fullDraw: 'Back to the draw',
  gameLink: 'Game details',
  notScoredLive: 'This game is not being scored live.',
} as const;
