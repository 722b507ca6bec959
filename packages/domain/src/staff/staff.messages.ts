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
  notStaff: 'This part of the portal is for the association\'s staff.',
  notAllowed: 'Your staff role does not allow this.',
  noMember: 'There is no member with that username.',
  granted: (name: string, role: string) => `${name} is now ${role}.`,
  revoked: (name: string, role: string) => `${name} is no longer ${role}.`,
  alreadyHeld: 'The member already holds this role.',
  notHeld: 'The member does not hold this role.',
  lastAdministrator: 'The last administrator cannot give up the role: grant it to someone else first.',
  reasonRequired: 'Please give a reason: it is kept in the audit trail.',
} as const;

/** Member records, corrections and merges (docs/decisions/161, 162). */
export const MemberRecordMessages = {
  notFound: 'There is no member with that number.',
  corrected: (name: string) => `The details of ${name} were corrected.`,
  flagsSaved: (name: string) => `The flags and sports of ${name} were saved.`,
  nothingChanged: 'Nothing was changed: the values are the ones the record already holds.',
  oneSport: 'Choose at least one sport.',
  resetLinkSent: (email: string) => `A password reset link was mailed to ${email}.`,
  noEmail: 'The member has no email address, so no reset link can be sent.',
  resetLinkWithdrawn: 'The mail server refused the message, so the link was withdrawn.',
  resetLinkLimit: (n: number) => `${n} reset links were mailed to this member in the last hour. Please try again later.`,
  deactivated: (name: string) => `${name} can no longer sign in.`,
  reactivated: (name: string) => `${name} can sign in again.`,
  alreadyDeactivated: 'The account is already deactivated.',
  notDeactivated: 'The account is not deactivated.',
  mergedStays: 'A merged account cannot be reactivated: its sign-in leads to the account it was merged into.',
  notYourself: 'You cannot deactivate your own account.',
  mergeSame: 'Choose two different accounts.',
  mergeInactive: 'Both accounts must be active to be merged.',
  mergeNotDuplicate: 'These accounts do not look like one person: the same name, date of birth and gender, plus the same postcode, mobile or email.',
  mergeTeamClash: (division: string, a: string, b: string) => `Both accounts play in ${division} (${a} and ${b}). Take one of them out of its team first.`,
  mergeTeamClashLate: 'A team changed while the merge ran, and both accounts now play in one division. Take one of them out of its team first.',
  merged: (from: string, into: string) => `${from} was merged into ${into}.`,
  bankRevealed: 'Shown once: the audit trail records that you saw them.',
} as const;
