// The security log page's words (docs/decisions/316).
export const SecurityLogTexts = {
  title: 'Security log',
  intro:
    'Sign-ins, failed sign-ins, lock-outs, second-factor changes, refused staff calls, exports and bank details shown, with the address and time. It never holds a password, a code or a bank number.',
  filterLabel: 'Filter the security log',
  kind: 'What',
  any: 'Any',
  person: 'Person (username or name)',
  address: 'Address',
  from: 'From',
  to: 'To',
  when: 'When',
  by: 'By',
  browser: 'Browser',
  detail: 'Detail',
} as const;
