// What the back-office says about a member's guardians and dependants (docs/decisions/252): linking a guardian to a
// child and unlinking one, each with a reason kept in the audit trail.

export const GuardianMessages = {
  notYourself: 'A member cannot be their own guardian.',
  noGuardian: 'There is no active member with that number.',
  guardianNeedsSignIn: 'That member has no sign-in of their own, so they cannot look after anyone.',
  alreadyLinked: (guardian: string, child: string) => `${guardian} is already a guardian of ${child}.`,
  reversed: (guardian: string, child: string) =>
    `${guardian} is looked after by ${child}, so cannot be their guardian.`,
  notLinked: 'That member is not a guardian of this person.',
  lastGuardian: (child: string) =>
    `${child} has no sign-in of their own, so they must keep at least one guardian. Link another guardian first.`,
  linked: (guardian: string, child: string) => `${guardian} is now a guardian of ${child}.`,
  unlinked: (guardian: string, child: string) => `${guardian} is no longer a guardian of ${child}.`,
} as const;

export const GuardianTexts = {
  tab: 'Family',
  guardians: 'Guardians',
  dependants: 'Looks after',
  noGuardians: 'No guardians.',
  noDependants: 'Looks after no one.',
  noSignIn: 'No sign-in: their guardians sign in for them',
  memberNumber: 'Member number',
  name: 'Name',
  signIn: 'Sign-in',
  link: 'Link a guardian',
  linkTitle: 'Link a guardian to this person',
  linkText:
    'The guardian signs in with their own account and may then act for this person, like every other guardian of theirs.',
  guardianNumber: "Guardian's member number",
  unlink: 'Unlink',
  unlinkTitle: (guardian: string) => `Unlink ${guardian}`,
  unlinkText: 'They can no longer act for this person. Their own account stays as it is.',
} as const;
