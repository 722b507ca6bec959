import type { StaffAction } from './permissions';

// The permission table in words, for the roles page's "What each role may do" (decision 276). A new line in
// permissions.ts needs its words here (the type asks for every action).

/** The areas of the back-office, in the order the roles page lists them, and the prefix of their actions. */
export const PERMISSION_AREAS: { title: string; prefixes: readonly string[] }[] = [
  { title: 'Back-office', prefixes: ['staff.', 'mail.'] },
  { title: 'Members', prefixes: ['members.', 'family.', 'teams.'] },
  { title: 'Competition', prefixes: ['competition.'] },
  { title: 'Officials', prefixes: ['rosters.', 'noticeboard.', 'officials.'] },
  { title: 'Money', prefixes: ['invoices.', 'payments.', 'reports.', 'store.', 'coupons.'] },
  { title: 'Court hire', prefixes: ['bookings.', 'venues.'] },
  { title: 'Security', prefixes: ['security.'] },
  { title: 'Safeguarding', prefixes: ['safeguarding.'] },
  { title: 'Privacy', prefixes: ['privacy.'] },
];

export const PERMISSION_TEXTS: Record<StaffAction, string> = {
  'staff.home': 'Open the back-office home',
  'staff.roles.read': 'See who holds which staff role',
  'staff.roles.grant': 'Grant and revoke staff roles',
  'staff.audit.read': 'Read the audit trail',
  'mail.read': 'See mail that failed or waits to be sent',
  'members.read': 'Find members and open their records (what of them: decision 264)',
  'members.correct': 'Correct a name, date of birth or gender',
  'members.flags': 'Set member flags and sports',
  'members.membership': "Set a membership's expiry and renewal",
  'members.reset_link': 'Send a password reset link',
  'members.deactivate': 'Deactivate and reactivate an account',
  'members.bank.reveal': 'Show bank details in clear',
  'members.merge': 'Merge duplicate people',
  'members.export': 'Download everyone as the import template (children included)',
  'members.import': 'Import people from a file and undo an import',
  'family.write': 'Link and unlink guardians',
  'teams.invitations.read': 'See the players managers invited',
  'messages.read': 'See sent and scheduled messages and who received them',
  'messages.send': "Send messages to the audiences of the role's work",
  'messaging.settings': 'Change messaging settings and reminders',
  'competition.setup': 'Set up seasons, grades, divisions, teams and courts',
  'competition.fixtures': 'Generate and publish the draw',
  'competition.entries.read': 'See team entries',
  'competition.entries.decide': 'Accept, decline, place and regrade entries',
  'competition.results.read': 'See score sheets and adjustments',
  'competition.results.write': 'Enter scores, forfeits, stat lines and adjustments',
  'competition.ladder_rules.read': 'See ladder rules',
  'competition.ladder_rules.write': 'Change ladder rules',
  'competition.games': 'Move, swap, postpone and cancel games',
  'competition.finals': 'Generate finals',
  'competition.live': 'Score games live and confirm their final score',
  'rosters.referee.read': 'See the referee roster',
  'rosters.referee.assign': 'Assign referees',
  'rosters.referee.publish': 'Publish the referee roster',
  'rosters.events.read': 'See event rosters',
  'rosters.events.write': 'Change event rosters',
  'noticeboard.read': "Read the managers' noticeboard",
  'noticeboard.write': "Post on the managers' noticeboard",
  'officials.pay.read': "See officials' pay rates and runs",
  'officials.pay.rates': "Set officials' pay rates",
  'officials.pay.run': 'Make a pay run',
  'officials.pay.export': 'Export the bank file (ABA) of a pay run',
  'invoices.read': 'See invoices, payments and credit notes',
  'invoices.write': 'Create and send invoices and credit notes',
  'payments.refund': 'Refund a payment',
  'payments.desk': 'Record money taken at the desk',
  'reports.read': 'Read money and membership reports',
  'store.read': 'See the store',
  'store.write': 'Add and change store products',
  'coupons.read': 'See coupons and vouchers',
  'coupons.write': 'Add coupons, issue and void vouchers',
  'bookings.read': 'See court hire bookings',
  'bookings.cancel': 'Cancel a booking with a refund',
  'bookings.block': 'Block a court',
  'venues.read': 'See venues, courts, hours and rates',
  'venues.write': 'Change venues, courts, hours and rates',
  'security.second-factor': 'Ask staff for a second factor, and reset a person’s second factor',
  'security.log.read': 'Read the security log (sign-ins, refused calls, exports, bank details shown) and export it',
  'privacy.corrections': "Answer requests to correct a person's data",
  'privacy.deletions': "Confirm requests to close an account or delete a child's data (the person is de-identified)",
  'safeguarding.read': 'See Working With Children Checks and who is waiting for one',
  'safeguarding.verify': "Record a check's result after looking it up on the state's service",
  'registrations.opening': 'Set when registrations open (a queue from the first second)',
  'safeguarding.settings': 'Change safeguarding settings (pending policy, verifier, re-verify and reminder days)',
};

/** Why an administrator does not hold an action (permissions.ts NOT_FOR_ADMINISTRATOR; decision 276). */
export const NOT_FOR_ADMINISTRATOR_WHY =
  "Bank details in clear stay with the finance officer, so no one person both runs the portal and reads officials' accounts. An administrator who needs them grants themselves the finance officer role, and every administrator sees that on the home page.";

/** The roles page's table of what each role may do. */
export const PermissionTableTexts = {
  title: 'What each role may do',
  intro:
    'Each staff call is checked against this table on the server; a role sees only the pages and buttons it may use.',
  action: 'Work',
  may: 'May',
  mayNot: 'May not',
  administratorNot: 'What an administrator may not do, and why',
} as const;
