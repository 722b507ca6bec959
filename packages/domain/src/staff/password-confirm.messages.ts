// Texts of the back-office's password check (ours; docs/decisions/263).

/** How long a typed password holds for bank details, bank files and refunds. */
export const PASSWORD_CONFIRM_MINUTES = 10;
/** The longest back-office session, whatever "remember me" said. */
export const STAFF_SESSION_HOURS = 12;

export const PasswordConfirmMessages = {
  required: `Type your password again first: it is asked before bank details, bank files and refunds, and then holds for ${PASSWORD_CONFIRM_MINUTES} minutes.`,
  wrong: 'That is not your password.',
  confirmed: 'Password confirmed.',
  sessionEnded: `Back-office sign-ins last ${STAFF_SESSION_HOURS} hours: please sign in again.`,
} as const;

export const PasswordConfirmTexts = {
  title: 'Type your password again',
  text: `Bank details, bank files and refunds move money or show it: the back-office asks your password again, then does not ask for ${PASSWORD_CONFIRM_MINUTES} minutes.`,
  password: 'Password',
  submit: 'Confirm',
} as const;
