import { formatTime, isoToDmy } from '../shared/time';

// Every text of the back-office's game edits (ours: spec 001 covers the public side only; decision 210).

const when = (date: string, time: string) => `${isoToDmy(date)} ${formatTime(time)}`;

export const GameEditMessages = {
  courtTaken: (court: string, time: string, match: string) => `${court} is taken at ${formatTime(time)} by ${match}.`,
  teamTwice: (team: string, match: string) => `${team} already plays that day (${match}).`,
  refereeTwice: (referee: string, match: string) => `${referee} referees ${match} at that time.`,
  noGame: 'No such game.',
  noCourt: 'Choose a court.',
  timeFormat: 'Enter the time as HH:mm, such as 18:30',
  notEditable: 'This game has a result or was cancelled or washed out: it cannot be changed.',
  notAGame: 'A bye or an unfilled final cannot be changed this way.',
  sameGame: 'Choose another game to swap with.',
  otherDivision: 'Choose a game of the same division.',
  postponedSwap: 'A postponed game has no time to swap: move it instead.',
  clashes: (n: number) => `The change would clash ${n === 1 ? 'once' : `${n} times`}: nothing was changed.`,
  pastMidnight: 'The game would end after midnight: choose an earlier time.',
  done: {
    move: 'Game moved.',
    swap: 'Games swapped.',
    postpone: 'Game postponed.',
    cancel: 'Game cancelled.',
    washout: 'Game marked as a washout.',
  },
  emailed: (n: number) => ` ${n} ${n === 1 ? 'member was' : 'members were'} emailed.`,
  /** Who the save emails, said before Save (decision 271). */
  told: ({
    teams,
    duty_teams,
    referees,
    people,
  }: {
    teams: string[];
    duty_teams: string[];
    referees: number;
    people: number;
  }) => {
    const who = [
      teams.length === 2 ? `both teams (${teams.join(' and ')})` : `the teams (${teams.join(', ')})`,
      ...(duty_teams.length
        ? [`the duty ${duty_teams.length === 1 ? 'team' : 'teams'} (${duty_teams.join(', ')})`]
        : []),
      ...(referees ? [`${referees === 1 ? 'the referee' : `${referees} referees`}`] : []),
    ];
    const list = who.length > 1 ? `${who.slice(0, -1).join(', ')} and ${who.at(-1)}` : who[0];
    return people === 0
      ? `Saving emails no one: ${list} have no email address.`
      : `Saving emails ${people === 1 ? 'one person' : `${people} people`}: ${list}.`;
  },
} as const;

/** The email each member of the teams (and the duty team) gets for a changed game. */
export const GameEditMail = {
  subject: (match: string) => `Game changed: ${match}`,
  greeting: (firstname: string) => `Hi ${firstname},`,
  intro: (division: string, match: string) => `${match} (${division}) has changed.`,
  was: (date: string, time: string, place: string) => `Was: ${when(date, time)}, ${place}.`,
  now: (date: string, time: string, place: string) => `Now: ${when(date, time)}, ${place}.`,
  nowStatus: {
    postponed: 'Now: postponed, the new date will be announced.',
    cancelled: 'Now: cancelled.',
    washout: 'Now: washed out (counted as a draw on the ladder).',
  },
  action: 'See your team',
  refereeAction: 'See your roster',
} as const;

export const GameEditTexts = {
  title: 'Game edits',
  season: 'Season',
  division: 'Division',
  loading: 'Loading…',
  noGames: 'No games in this division yet.',
  round: 'Round',
  date: 'Date',
  time: 'Time',
  court: 'Court',
  match: 'Game',
  status: 'Status',
  duty: 'Duty',
  referees: 'Referees',
  actions: 'Actions',
  move: 'Move',
  swap: 'Swap',
  postpone: 'Postpone',
  cancelGame: 'Cancel game',
  washout: 'Washout',
  swapWith: 'Swap with',
  close: 'Close',
  save: 'Save',
  checking: 'Checking…',
  saving: 'Saving…',
  noClash: 'No clash.',
  confirm: {
    postpone: 'Postpone this game? It keeps no date until it is moved.',
    cancel: 'Cancel this game? It will not be played and does not count on the ladder.',
    washout: 'Mark this game as a washout? It counts as a draw on the ladder.',
  },
  allDates: 'All dates',
  played: 'Played',
  dateFilter: 'Games on',
  whoIsTold: 'Who is emailed',
  statuses: { scheduled: 'Scheduled', postponed: 'Postponed', cancelled: 'Cancelled', washout: 'Washout' },
  moveTitle: (match: string) => `Move ${match}`,
  swapTitle: (match: string) => `Swap ${match}`,
} as const;
