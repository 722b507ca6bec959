// What a person sees of the changes their guardians made while acting for them (docs/decisions/258), and how the
// profile reads while a guardian acts for a person (decision 259). Wording ours (no spec text).

export const ActingTexts = {
  changesTitle: 'Changes made by your guardians',
  changesIntro:
    'Your parent or guardian can sign in as themselves and act for you. Everything they changed for you is listed here.',
  changeLine: (by: string, what: string) => `${by} ${what}`,
  ownSignInNote: (name: string) =>
    `${name} has a sign-in of their own: their email address, subscriptions and bank details are theirs to change, signed in themselves.`,
  contactNote: (names: string) =>
    `A person without a sign-in of their own is reached through their guardians: ${names}. ` +
    'The contact details and address below are your own; change them on your own profile.',
} as const;
