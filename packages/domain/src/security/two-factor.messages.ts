// The second factor's words (issue 44, docs/decisions/327, 328): ours, not the spec's. The error keys the shells
// understand are in two-factor.ts.

export const TwoFactorMessages = {
  setUpFirst:
    'The association asks every staff member for a second factor: set up an authenticator app before using the back-office.',
  codeFirst: 'Type the 6-digit code from your authenticator app before using the back-office.',
  codeAtSignIn: 'Type the 6-digit code from your authenticator app (or a recovery code) to sign in.',
  freshCode:
    'Type your password and a code from your authenticator app again: bank details and exports ask for both, then hold for 10 minutes.',
  wrongCode: 'That code is not right: check the time on your phone and type the newest code.',
  codeRequired: 'Type the code from your authenticator app.',
  tooManyTries:
    'Too many wrong codes: wait 15 minutes and try again, or ask an administrator to reset your second factor.',
  alreadyOn: 'Your second factor is already on.',
  notStarted: 'Start setting up your second factor first.',
  notOn: 'Your second factor is not on.',
  staffMustKeep:
    'Staff must use a second factor: it cannot be turned off while that is asked. An administrator can reset it.',
  turnedOn: 'Second factor turned on. Keep your recovery codes somewhere safe: each works once.',
  turnedOff: 'Second factor turned off.',
  passed: 'Code accepted.',
  reset: (name: string) => `${name}'s second factor was reset: they set it up again at their next sign-in.`,
  noneToReset: 'This person has no second factor to reset.',
  settingsSaved: 'Saved.',
} as const;

export const TwoFactorTexts = {
  // the member's own page and the staff shell's pages
  pageTitle: 'Two-step sign-in',
  intro:
    'With two-step sign-in, signing in asks for your password and a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).',
  statusOn: 'Two-step sign-in is on.',
  statusOff: 'Two-step sign-in is off.',
  recoveryLeft: (n: number) => `${n} recovery ${n === 1 ? 'code' : 'codes'} left.`,
  navLabel: 'Two-step sign-in',
  start: 'Set up two-step sign-in',
  turnOff: 'Turn two-step sign-in off',
  setUpTitle: 'Set up two-step sign-in',
  scan: 'Scan this code with your authenticator app, or type the key below into it.',
  keyLabel: 'Key',
  code: 'Code',
  codeHint: 'The 6 digits your app shows now, or a recovery code',
  confirm: 'Confirm',
  verifyTitle: 'Type your code',
  verify: 'Continue',
  recoveryTitle: 'Your recovery codes',
  recoveryText:
    'If you lose your phone, each of these codes signs you in once. Write them down or print them now: they are not shown again.',
  done: 'I have kept them',
  signOut: 'Sign out',
  // the administrator's pages
  settingsTitle: 'Second factor',
  staffRequired: 'Staff must use a second factor',
  staffRequiredHelp:
    'Every staff member then signs in to the back-office with their password and a code from an authenticator app.',
  save: 'Save',
  resetTitle: 'Reset second factor',
  resetText: 'They will set up a new authenticator at their next sign-in; their recovery codes stop working.',
  resetConfirm: 'Reset',
  hasFactor: 'Two-step sign-in',
  person: 'Person',
  roles: 'Roles',
  on: 'On',
  off: 'Not set up',
  navStaff: 'Second factor',
} as const;
