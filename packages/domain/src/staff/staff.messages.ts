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
