// The security log's words (issue 44, docs/decisions/316): what is written to it, for staff administrators to read
// and filter. Never a password, a code or a bank number in an event: only who, what, when and from where.

export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'locked-out',
  'second-factor-passed',
  'second-factor-failed',
  'second-factor-on',
  'second-factor-off',
  'second-factor-reset',
  'recovery-code-used',
  'password-changed',
  'staff-refused',
  'export',
  'bank-reveal',
  'data-export',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SecurityEventLabels: Record<SecurityEventKind, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'locked-out': 'Locked out',
  'second-factor-passed': 'Second factor accepted',
  'second-factor-failed': 'Second factor refused',
  'second-factor-on': 'Second factor turned on',
  'second-factor-off': 'Second factor turned off',
  'second-factor-reset': 'Second factor reset by an administrator',
  'recovery-code-used': 'Recovery code used',
  'password-changed': 'Password changed',
  'staff-refused': 'Staff call refused',
  export: 'Exported a list',
  'bank-reveal': 'Bank details shown',
  'data-export': 'Personal data downloaded',
};
