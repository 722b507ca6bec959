// The back-office's roles and what each may do: one line per action, read by the server to refuse a staff call and
// by the web app to hide what a role cannot use (docs/decisions/160-staff-roles-and-permissions.md). Staff roles are
// held apart from the member flags of spec 000 §6: a member may hold several, and none of them changes what the
// member pages show. The administrator holds every action but the two that put bank details in clear, which stay
// with the finance officer (docs/decisions/276: NOT_FOR_ADMINISTRATOR, shown with the reason on the roles page).

export const STAFF_ROLES = [
  'administrator',
  'competition_officer',
  'referee_coordinator',
  'finance_officer',
  'venue_manager',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL = STAFF_ROLES;
const ADMIN = ['administrator'] as const;

/** Each staff action and the roles that may take it. An action not listed here cannot be bound to a staff call. */
export const PERMISSIONS = {
  'staff.home': ALL, // the /staff home and its attention list
  'staff.roles.read': ADMIN,
  'staff.roles.grant': ADMIN, // grant and revoke
  'staff.audit.read': ADMIN,
  'mail.read': ADMIN, // the mail outbox: messages that failed or wait to be sent (decision 277)
  'members.read': ALL, // search members, read a member's record (bank details masked)
  'members.correct': ['administrator', 'finance_officer'], // name, date of birth, gender, with a reason
  'members.flags': ADMIN, // is_eft, is_ref, is_roster, is_man, non_pl, sk_tm, sk_tm_val and sports
  'members.membership': ['administrator', 'finance_officer'], // a sport membership's expiry and renewal due (decision 257)
  'members.reset_link': ['administrator', 'finance_officer'],
  'members.deactivate': ADMIN, // and reactivate
  'members.bank.reveal': ['finance_officer'], // audited; even an administrator sees them masked (decision 276)
  'members.merge': ADMIN, // duplicate people: list pairs, merge two accounts of one person
  'members.export': ADMIN, // everyone, families and team places as the import's template (CSV, children's data): audited (decision 297)
  'members.import': ADMIN, // import people, families and teams from a CSV file; list and undo imports (decisions 298, 299)
  'family.write': ADMIN, // link a guardian to a child and unlink one, with a reason (docs/decisions/252); read with members.read
  'competition.setup': ['administrator', 'competition_officer'], // seasons, exception dates, grades, groups, divisions, teams, courts' game slots (decision 185)
  'competition.fixtures': ['administrator', 'competition_officer'], // generate, preview and publish a season's draw (decision 186)
  'competition.entries.read': ['administrator', 'competition_officer'], // a season's team entries per division (decision 206)
  'competition.entries.decide': ['administrator', 'competition_officer'], // accept, decline (refunded), place from a waiting list, regrade
  'competition.results.read': ['administrator', 'competition_officer'], // score sheets, stat lines and adjustments as entered
  'competition.results.write': ['administrator', 'competition_officer'], // scores, forfeits, disqualifications, stat lines, adjustments
  'competition.ladder_rules.read': ['administrator', 'competition_officer'],
  'competition.ladder_rules.write': ['administrator', 'competition_officer'], // points per result and tiebreakers of a division
  'competition.games': ['administrator', 'competition_officer'], // a division's games: move, swap, postpone, cancel, washout (decision 210)
  'competition.finals': ['administrator', 'competition_officer'], // generate a division's final series from its ladder (decision 212)
  'competition.live': ['administrator', 'competition_officer'], // score any game live, move it between devices, confirm its final score alone (issue 45, decision 336)
  'rosters.referee.read': ['administrator', 'referee_coordinator'], // the referee roster board (docs/decisions/195)
  'rosters.referee.assign': ['administrator', 'referee_coordinator'], // assign, open and suggest officials
  'rosters.referee.publish': ['administrator', 'referee_coordinator'], // publish a date: locks availability, emails officials
  'rosters.events.read': ['administrator', 'referee_coordinator'], // event rosters (docs/decisions/197)
  'rosters.events.write': ['administrator', 'referee_coordinator'], // events, schedule entries, officials' emails
  'noticeboard.read': ['administrator', 'referee_coordinator'], // the managers' noticeboard (docs/decisions/197)
  'noticeboard.write': ['administrator', 'referee_coordinator'],
  'officials.pay.read': ['administrator', 'finance_officer'], // officials' pay rates and runs (docs/decisions/196)
  'officials.pay.rates': ['administrator', 'finance_officer'],
  'officials.pay.run': ['administrator', 'finance_officer'],
  'officials.pay.export': ['finance_officer'], // the ABA bank file: bank details decrypted, audited; not an administrator's (decision 276)
  'invoices.read': ['administrator', 'finance_officer'], // invoices, their payments, refunds and credit notes
  'invoices.write': ['administrator', 'finance_officer'], // create and send invoices, credit notes
  'payments.refund': ['administrator', 'finance_officer'], // refund all or part of a payment through the gateway
  'payments.desk': ['administrator', 'finance_officer'], // record cash, cheque and bank transfer taken at the desk, and reverse one with a reason (decision 273)
  'reports.read': ['administrator', 'finance_officer'], // payments, GST summary and membership numbers, as tables and CSV
  'store.read': ['administrator', 'finance_officer'], // store categories, products and their attendees (docs/decisions/235)
  'store.write': ['administrator', 'finance_officer'], // categories, products, covers; withdraw a product with orders
  'coupons.read': ['administrator', 'finance_officer'], // coupons, the association's vouchers, Active & Creative Kids redemptions (docs/decisions/239)
  'coupons.write': ['administrator', 'finance_officer'], // add and edit coupons, issue and void the association's vouchers
  'bookings.read': ['administrator', 'venue_manager'], // court hire bookings and blocks, as tables and CSV (docs/decisions/215)
  'bookings.cancel': ['administrator', 'venue_manager'], // cancel a member's booking with a reason, refunding its payment in full or in part
  'bookings.block': ['administrator', 'venue_manager'], // block a court for an event or maintenance (docs/decisions/216)
  'venues.read': ['administrator', 'venue_manager'], // venues, courts for hire, their weekly hours, booking types and rates (docs/decisions/217, 232)
  'venues.write': ['administrator', 'venue_manager'], // add and change venues, courts and their units, weekly hours, sports, types, options and rates
  'teams.invitations.read': ['administrator', 'competition_officer'], // people managers invited to teams, with email and date of birth (decision 264)
  'messages.read': ALL, // sent and scheduled messages, their counts and deliveries (issue 43, decision 309)
  'messages.send': ALL, // compose, preview, send, schedule and cancel; to the audiences of the role only (messaging/audience-rights.ts)
  'messaging.settings': ADMIN, // team messages on/off and a day's limit, renewal and invoice reminders with their wording, the fixture digest (decision 314)
  'security.second-factor': ADMIN, // whether staff must use a second factor, who has one, reset a member's (issue 44, decision 327)
  'security.log.read': ADMIN, // the security log: sign-ins, failures, lock-outs, refused staff calls, exports, bank reveals; filter and CSV (issue 44, decision 316)
  'privacy.corrections': ADMIN, // requests to correct a person's data (APP 13): the queue, answer with a note (decision 323)
  'privacy.deletions': ADMIN, // requests to close an account or delete a child's data: the queue, confirm (de-identify; decision 324)
  'safeguarding.read': ['administrator', 'competition_officer', 'referee_coordinator'], // Working With Children Checks: the list, one check, its CSV (issue 44, decision 317)
  'safeguarding.verify': ADMIN, // record a check's result by hand after looking it up on the state's service (decision 317)
  'safeguarding.settings': ADMIN, // pending policy, verifier, re-verify and reminder days (decision 317)
  'registrations.opening': ADMIN, // when registrations open, with a queue from the first second (issue 46, decision 347)
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof PERMISSIONS;

/** The actions an administrator does not hold: bank details in clear stay with the finance officer (decision 276). */
export const NOT_FOR_ADMINISTRATOR = [
  'members.bank.reveal',
  'officials.pay.export',
] as const satisfies readonly StaffAction[];

/** Whether someone holding `roles` may take `action`. */
export function mayDo(roles: readonly string[], action: StaffAction): boolean {
  const allowed: readonly string[] = PERMISSIONS[action];
  return roles.some((r) => allowed.includes(r));
}

/** Every action someone holding `roles` may take (the web app hides the rest). */
export function actionsOf(roles: readonly string[]): StaffAction[] {
  return (Object.keys(PERMISSIONS) as StaffAction[]).filter((a) => mayDo(roles, a));
}

/** Whether `role` names a staff role. */
export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
