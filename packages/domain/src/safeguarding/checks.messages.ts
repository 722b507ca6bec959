import { CheckStateLabels, CheckStatusLabels, type CheckState } from './checks';

// Every text of Working With Children Checks, the member's card and the back-office pages (ours; issue 44,
// docs/decisions/315 and 317).

export const CheckMessages = {
  number: 'Use letters, numbers, spaces, dashes and slashes only',
  expiryPast: 'The expiry date cannot be in the past',
  expiryNeeded: 'Give the expiry date shown on the state’s service',
  noteNeeded: 'Say what the state’s service showed',
  notAdult: 'A Working With Children Check is asked of adults only.',
  noCheck: 'This person has not given a Working With Children Check.',
  saved: 'Your Working With Children Check was saved. Staff will verify it.',
  unchanged: 'Your Working With Children Check was saved.',
  recorded: 'The result was recorded.',
  settingsSaved: 'Safeguarding settings saved.',
} as const;

/** The member's card on the profile. */
export const MemberCheckTexts = {
  title: 'Working With Children Check',
  intro:
    'Coaches, team managers and referees of junior games need a verified Working With Children Check. Enter yours and staff will verify it on your state’s service.',
  state: 'State or territory',
  number: 'Check number',
  numberHelp: 'As printed on your card or in your clearance letter',
  kind: 'Held as',
  expiresOn: 'Expiry date',
  status: 'Status',
  checkedOn: (day: string) => `Checked ${day}`,
  save: 'Save check',
  saving: 'Saving…',
  changeNote: 'Changing the number or the state means staff verify it again.',
} as const;

/** What the staff page offers as a result of a manual verification. */
export const MANUAL_RESULTS = ['verified', 'not_found', 'barred', 'cancelled', 'expired'] as const;
export type ManualResult = (typeof MANUAL_RESULTS)[number];
export const ManualResultLabels: Record<ManualResult, string> = {
  verified: 'Verified: the card is current',
  not_found: 'Not found: the number and name did not match',
  barred: 'Barred',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The list's views (filters) of checks. */
export const CHECK_VIEWS = [
  'attention',
  'pending',
  'due',
  'expiring',
  'expired',
  'removed',
  'verified',
  'all',
] as const;
export type CheckView = (typeof CHECK_VIEWS)[number];
export const CheckViewLabels: Record<CheckView, string> = {
  attention: 'Needing attention',
  pending: 'Waiting to be verified',
  due: 'Due to be verified again',
  expiring: 'Expiring soon',
  expired: 'Expired',
  removed: 'Barred or cancelled',
  verified: 'Verified',
  all: 'All checks',
};

export const SafeguardingTexts = {
  title: 'Working With Children Checks',
  intro:
    'Every coach, team manager and referee of a junior game needs a verified check. Look a check up on the state’s service, then record what it showed.',
  show: 'Show',
  search: 'Name or check number',
  days: 'Expiring within (days)',
  settingsLink: 'Settings',
  columns: {
    name: 'Person',
    state: 'State',
    number: 'Number',
    kind: 'Held as',
    expiresOn: 'Expires',
    status: 'Status',
    checkedAt: 'Last checked',
    checkedBy: 'Checked by',
    note: 'Note',
    positions: 'Positions of trust',
  },
  checkTitle: (name: string) => `${name}’s check`,
  back: 'All checks',
  lookUp: (state: CheckState) => `Look it up on the ${CheckStateLabels[state]} service`,
  fields: {
    person: 'Person',
    state: 'State or territory',
    number: 'Number',
    kind: 'Held as',
    expiresOn: 'Expiry date',
    status: 'Status',
    checkedAt: 'Last checked',
    checkedBy: 'Checked by',
    method: 'How',
    note: 'Note',
    reverifyAt: 'Verify again from',
  },
  notChecked: 'Not checked yet',
  service: 'the verification service',
  recordTitle: 'Record a result',
  recordIntro: 'What did the state’s service show for this name and number?',
  result: 'Result',
  resultExpiry: 'Expiry date shown',
  resultNote: 'Note',
  resultNoteHelp: 'What you saw, and the state’s reference if it gave one',
  record: 'Record result',
  recording: 'Recording…',
  statuses: CheckStatusLabels,
} as const;

export const SafeguardingSettingsTexts = {
  title: 'Safeguarding settings',
  intro: 'How the association treats coaches, team managers and junior referees whose check is not verified yet.',
  pendingPolicy: 'While a check waits to be verified',
  policies: {
    warn: 'Show them as waiting, but let them act',
    block: 'They cannot act until their check is verified',
  },
  verifier: 'Who verifies checks',
  verifiers: { manual: 'Staff, by hand on the state’s service', oho: 'Oho (verification service)' },
  reverifyEveryDays: 'Verify a check again after (days)',
  remindDaysBefore: 'Remind people before their check expires (days)',
  save: 'Save',
  saving: 'Saving…',
} as const;
