// Texts of officials' pay (ours; docs/decisions/196).

/** The highest rate of one game: $100,000.00 (a typing slip, not a rate). */
export const MAX_RATE_CENTS = 10_000_000;

export const GameKindLabels = {
  round: 'Regular round',
  semi_final: 'Semi final',
  final: 'Final',
  grand_final: 'Grand final',
} as const;

export const OfficialsPayMessages = {
  rateRange: 'Enter an amount from $0.00 to $100,000.00',
  rateSaved: (type: string, kind: string, amount: string) => `${type}, ${kind}: ${amount} a game.`,
  nothingToPay: 'No published, unpaid game with a rate was played in these dates.',
  noneWithBank: (n: number) =>
    `${n === 1 ? 'One game waits' : `${n} games wait`} for officials to enter their bank details; nothing else to pay.`,
  waitingForBank: (n: number) =>
    `${n === 1 ? 'One game waits' : `${n} games wait`} for officials to enter their bank details.`,
  runCreated: (n: number, total: string) => `Pay run made: ${n === 1 ? 'one game' : `${n} games`}, ${total}.`,
  noRun: 'No such pay run',
  noBank: (names: string) => `No bank details for ${names}: they must enter them on their EFT page first.`,
  abaRefused: 'The bank file cannot be made:',
  exported: 'Bank file downloaded. The export is in the audit trail.',
  someone: 'someone no longer on record',
  /** Decision 262: a second file of a run pays every official of it again. */
  alreadyExported: (run: number, by: string, when: string) =>
    `Pay run ${run} was just exported by ${by} on ${when}. Another file would pay the same officials again: export it again only with a reason.`,
  /** Decision 283: the reminder to an official owed pay without bank details. */
  reminded: (emailed: number, skipped: number, hours: number) =>
    [
      emailed
        ? `${emailed === 1 ? 'One official was' : `${emailed} officials were`} emailed a reminder.`
        : 'Nobody was emailed.',
      skipped
        ? `${skipped === 1 ? 'One was' : `${skipped} were`} not: reminded in the last ${hours} hours, no email address, or no longer waiting.`
        : '',
    ]
      .join(' ')
      .trim(),
  reminderSubject: 'Your officiating pay is waiting for your bank details',
  reminderGreeting: (firstname: string) => `Hello ${firstname},`,
  reminderOwed: (games: number, amount: string) =>
    `The association owes you ${amount} for ${games === 1 ? 'one game' : `${games} games`} you officiated. It pays officials by bank transfer and has no bank details for you yet.`,
  reminderHow:
    'Enter your account name, BSB and account number on your EFT Details page: your games are paid in the next pay run.',
  reminderAction: 'Enter my bank details',
} as const;

export const OfficialsPayTexts = {
  title: "Officials' pay",
  nav: "Officials' pay",
  rates: 'Rates per game',
  rosterType: 'Roster type',
  gameKind: 'Game kind',
  amount: 'Amount ($)',
  save: 'Save',
  runs: 'Pay runs',
  from: 'From',
  to: 'To',
  create: 'Make pay run',
  noRuns: 'No pay runs yet.',
  run: (id: number) => `Pay run ${id}`,
  official: 'Official',
  games: 'Games',
  total: 'Amount',
  bank: 'Bank details',
  yes: 'Yes',
  missing: 'Missing',
  processingDate: 'Processing date',
  download: 'Download ABA file',
  open: 'Open',
  actions: 'Actions',
  exported: 'Bank file',
  exportedAt: (by: string, when: string) => `Exported by ${by} on ${when}`,
  againTitle: 'Export the bank file again?',
  againText: (run: number, by: string, when: string) =>
    `Pay run ${run} was exported by ${by} on ${when}. This file pays the same officials again: upload it to the bank only if the first file was not processed. The reason is kept in the audit trail.`,
  again: 'Export again',
  notExported: 'Not exported',
  loading: "Loading officials' pay",
  waiting: 'Waiting for bank details',
  waitingIntro: (n: number) =>
    `${n === 1 ? 'One official is' : `${n} officials are`} owed pay but gave no bank details: their games wait for a later pay run. Open a record to see their contact details, or email them a reminder.`,
  noneWaiting: 'Every official owed pay has given bank details.',
  eftPage: 'EFT page',
  eftOpen: 'Open',
  eftNotYet: 'Opens with the reminder',
  reminded: 'Last reminder',
  never: 'Never',
  remind: 'Email them a reminder',
  remindRule: (hours: number) =>
    `One email each; an official reminded in the last ${hours} hours is not emailed again.`,
} as const;
