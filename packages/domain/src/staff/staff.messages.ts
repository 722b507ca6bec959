import type { StaffRole } from './permissions';

// Every user-visible text of the back-office (ours: the spec covers the member side only).

export const StaffRoleLabels: Record<StaffRole, string> = {
  administrator: 'Administrator',
  competition_officer: 'Competition officer',
  referee_coordinator: 'Referee coordinator',
  finance_officer: 'Finance officer',
  venue_manager: 'Venue manager',
};

export const StaffMessages = {
  notStaff: "This part of the portal is for the association's staff.",
  notAllowed: 'Your staff role does not allow this.',
  noMember: 'There is no member with that username.',
  granted: (name: string, role: string) => `${name} is now ${role}.`,
  revoked: (name: string, role: string) => `${name} is no longer ${role}.`,
  alreadyHeld: 'The member already holds this role.',
  notHeld: 'The member does not hold this role.',
  lastAdministrator: 'The last administrator cannot give up the role: grant it to someone else first.',
  minor: (name: string) => `${name} is under 18: staff roles are for adults only.`,
  noDob: (name: string) =>
    `${name} has no date of birth on their record: staff roles are for adults only, so correct the date of birth first.`,
  selfGranted: (name: string, role: string) =>
    `${name} is now ${role}. You gave the role to yourself and it reads bank details: every administrator sees this on the back-office home.`,
  reasonRequired: 'Please give a reason: it is kept in the audit trail.',
} as const;

/** Member records, corrections and merges (docs/decisions/161, 162). */
export const MemberRecordMessages = {
  notFound: 'There is no member with that number.',
  notYours: 'There is no member with that number among the people your staff role reads.',
  noSignIn: 'This person has no sign-in of their own: their guardians sign in for them.',
  corrected: (name: string) => `The details of ${name} were corrected.`,
  flagsSaved: (name: string) => `The flags and sports of ${name} were saved.`,
  membershipSaved: (name: string, sport: string) => `The ${sport} membership of ${name} was saved.`,
  notInSport: 'The member is not registered in this sport: add the sport under Flags and sports first.',
  nothingChanged: 'Nothing was changed: the values are the ones the record already holds.',
  oneSport: 'Choose at least one sport.',
  resetLinkSent: (email: string) => `A password reset link was mailed to ${email}.`,
  noEmail: 'The member has no email address, so no reset link can be sent.',
  resetLinkWithdrawn: 'The mail server refused the message, so the link was withdrawn.',
  resetLinkLimit: (n: number) =>
    `${n} reset links were mailed to this member in the last hour. Please try again later.`,
  deactivated: (name: string) => `${name} can no longer sign in.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  alreadyDeactivated: 'The account is already deactivated.',
  notDeactivated: 'The account is not deactivated.',
  mergedStays: 'A merged account cannot be reactivated: its sign-in leads to the account it was merged into.',
  notYourself: 'You cannot deactivate your own account.',
  mergeSame: 'Choose two different accounts.',
  mergeInactive: 'Both accounts must be active to be merged.',
  mergeNotDuplicate:
    'These accounts do not look like one person: the same name, date of birth and gender, plus the same postcode, mobile or email.',
  mergeTeamClash: (division: string, a: string, b: string) =>
    `Both accounts play in ${division} (${a} and ${b}). Take one of them out of its team first.`,
  mergeTeamClashLate:
    'A team changed while the merge ran, and both accounts now play in one division. Take one of them out of its team first.',
  merged: (from: string, into: string) => `${from} was merged into ${into}.`,
  markedDifferent: (a: string, b: string) => `${a} and ${b} are no longer suggested as one person.`,
  bankRevealed: 'Shown once: the audit trail records that you saw them.',
} as const;

/** The back-office's page titles and labels (docs/decisions/163). */
export const StaffTexts = {
  backOffice: 'Back-office',
  loading: 'Loading the back-office…',
  notForYouTitle: 'Not for you',
  notForYouText: "This part of the portal is for the association's staff. Your account holds no staff role.",
  backToPortal: 'Back to the member portal',
  loadFailed: 'The back-office could not be loaded.',
  retry: 'Try again',
  home: 'Home',
  roles: 'Staff roles',
  audit: 'Audit trail',
  members: 'Members',
  duplicates: 'Duplicate people',
  mail: 'Mail',
  memberPortal: 'Member portal',
  logout: 'Logout',
  openMenu: 'Open menu',
  attention: 'What needs attention',
  nothingToDo: 'Nothing needs attention.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  search: 'Search',
  clear: 'Clear',
  cancel: 'Cancel',
  confirm: 'Confirm',
  noRows: 'Nothing found.',
} as const;

/** The home page's attention cards, each opening its list filtered (decisions 163, 277). */
export const StaffHomeTexts = {
  entries: 'Team entries',
  entriesText: (pending: number, waitlisted: number) =>
    `${pending} waiting for a decision, ${waitlisted} on a waiting list`,
  entriesPending: 'Waiting for a decision',
  entriesWaitlisted: 'Waiting list',
  invoices: 'Invoices',
  invoicesText: (unpaid: number, owing: string, overdue: number, overdueOwing: string) =>
    `${unpaid} unpaid (${owing} owing), ${overdue} overdue (${overdueOwing})`,
  invoicesOverdue: 'Overdue',
  invoicesUnpaid: 'Unpaid',
  scores: "Today's scores",
  scoresText: (n: number) => `${n} ${n === 1 ? 'game' : 'games'} of today without a score`,
  scoresOpen: 'Enter scores',
  referees: 'Referees',
  refereesText: (n: number, days: number) =>
    `${n} ${n === 1 ? 'game' : 'games'} of the next ${days} days without a referee`,
  refereesOpen: 'Referee roster',
  bank: "Officials' bank details",
  bankText: (n: number) => `${n} ${n === 1 ? 'official' : 'officials'} with games to be paid gave no bank details`,
  bankOpen: 'See who',
  mail: 'Mail',
  mailText: (failed: number, pending: number) => `${failed} failed, ${pending} waiting to be sent`,
  mailFailed: 'Mail that failed',
  messages: 'Messages',
  messagesText: (failed: number, messages: number) =>
    failed === 0
      ? 'Every message delivery went out or is on its way'
      : `${failed} ${failed === 1 ? 'delivery' : 'deliveries'} failed, in ${messages} ${messages === 1 ? 'message' : 'messages'}`,
  messagesLatest: 'Latest with failures',
  messagesAll: 'Sent messages',
  hire: 'Court hire',
  hireText: (today: number, blocks: number, days: number) =>
    `${today} ${today === 1 ? 'booking' : 'bookings'} today; ${blocks} court ${blocks === 1 ? 'block' : 'blocks'} in the next ${days} days`,
  hireBookings: 'Bookings',
  hireBlocks: 'Court blocks',
  duplicates: 'Duplicate people',
  duplicatesText: (n: number) => `${n} ${n === 1 ? 'pair looks' : 'pairs look'} like one person`,
  selfGrantsTitle: 'Roles administrators gave themselves',
  selfGrant: (name: string, role: string, day: string) =>
    `${name} gave themselves the ${role} role on ${day}: it reads bank details in clear.`,
  selfGrantNote: (days: number) =>
    `A role that reads bank details given by an administrator to themselves is shown here to every administrator for ${days} days; the audit trail keeps it as “Staff role given to themselves”.`,
  findMember: 'Find a member',
  findMemberText: 'Search by name, username, email, mobile or member number',
  open: 'Open',
} as const;

/** The back-office's mail list (decision 277). */
export const MailListTexts = {
  title: 'Mail',
  status: 'Show',
  statuses: { failed: 'Failed (given up)', pending: 'Waiting to be sent' },
  columns: {
    created: 'Queued',
    to: 'To',
    subject: 'Subject',
    attempts: 'Attempts',
    error: 'Last error',
    next: 'Next try',
  },
  shown: (shown: number, total: number) =>
    shown < total ? `The newest ${shown} of ${total}` : `${total} ${total === 1 ? 'message' : 'messages'}`,
  none: 'No mail here.',
  note: 'A message is tried again with a growing wait; after its last attempt it is given up and listed as failed. Check the address on the member record.',
} as const;

/** The member flags of spec 000 §6 as the back-office names them (words for people: the flag's own name stays in the code). */
export const MemberFlagLabels = {
  is_eft: 'EFT details',
  is_ref: 'Referee: competition roster and availability',
  is_roster: 'Event roster',
  is_man: 'Team manager: noticeboard',
  non_pl: 'Not a player: no registration needed',
  sk_tm: 'Team nomination costs nothing',
  sk_tm_val: 'No minimum number of players in a nomination',
} as const;

/** The member record page's actions and their dialogs (decision 161). */
export const MemberRecordTexts = {
  correct: 'Correct details',
  correctTitle: 'Correct name, date of birth or gender',
  flags: 'Flags and sports',
  flagsTitle: 'Set flags and sports',
  membership: 'Membership',
  membershipTitle: 'Set a membership',
  sport: 'Sport',
  expiry: 'Expires (empty: no expiry)',
  renewalDue: 'Renewal due',
  resetLink: 'Send reset link',
  resetLinkTitle: 'Send a password reset link',
  resetLinkText: (email: string) => `Mail a password reset link to ${email}? It works once, for 60 minutes.`,
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate this account',
  deactivateText: 'The member can no longer sign in and their sessions end now. Nothing of their record is deleted.',
  reactivate: 'Reactivate',
  reactivateTitle: 'Reactivate this account',
  revealBank: 'Show bank details',
  revealBankTitle: 'Show the bank details',
  revealBankText: 'The details are shown once, and the audit trail records that you saw them and why.',
  reason: 'Reason (kept in the audit trail)',
  optionalReason: 'Reason (optional)',
  save: 'Save',
  send: 'Send',
  close: 'Close',
  sports: 'Sports',
  auditOf: 'Audit trail of this member',
} as const;

/** The roles page's grant form (decision 276). */
export const RoleTexts = {
  member: 'Member',
  memberHint: 'Type part of a name, username, email or member number',
  typeMore: 'Type at least 2 letters',
  noMember: 'No member found',
  role: 'Role',
  grant: 'Grant role',
} as const;
