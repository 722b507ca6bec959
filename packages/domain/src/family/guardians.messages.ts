// A second guardian, leaving, turning 18 and claiming one's own sign-in (docs/decisions/248, 249). Ours: the spec has
// no family accounts, so every sentence here is the portal's own.

/** What the guardians page, the invitation page and the guardians calls say. */
export const GuardianMessages = {
  title: 'Guardians',
  intro:
    "Each person you look after, and who looks after them. Guardians see each other's names only, never their contact details.",
  you: 'you',
  noChildren: 'You do not look after anyone yet.',
  yourGuardians: 'Who looks after you',
  inviteTitle: 'Invite a second guardian',
  inviteHelp:
    'We email them a link that works once, for 7 days. They sign in with their own account (or register first) and accept.',
  email: 'Their email address',
  childrenLabel: 'Who they will look after',
  chooseChildren: 'Choose at least one person you look after.',
  invite: 'Send invitation',
  invited: (email: string) => `An invitation was sent to ${email}.`,
  pending: 'Invitations not yet accepted',
  pendingLine: (names: string, expires: string) => `To look after ${names}; the link works until ${expires}.`,
  withdraw: 'Withdraw',
  withdrawn: (email: string) => `The invitation to ${email} was withdrawn: its link no longer works.`,
  noInvitation: 'No such invitation: it was accepted, withdrawn or has expired.',
  leave: 'Stop looking after',
  leaveConfirm: (name: string) => `Stop looking after ${name}? You will no longer see or act for them.`,
  left: (name: string) => `You no longer look after ${name}.`,
  lastGuardian:
    'You are the only guardian of this person and they have no sign-in of their own, so you cannot stop looking after them. Invite another guardian first, or ask the association.',
  notGuardian: 'You do not look after this person.',
  grantTitle: 'Give a former guardian access again',
  grantHelp:
    'Name their username. We email them a request that works once, for 7 days: once they accept it, they can act for you again, for example to pay for you.',
  username: 'Their username',
  grant: 'Send request',
  // one answer whether the username is a member who can look after you, nobody, or someone under 18 (decision 260)
  accessAsked: (username: string) =>
    `If ${username} is a member who can look after you, we have emailed them your request. They can act for you once they accept it.`,
  grantAdultsOnly: 'Only an adult with a sign-in of their own can give someone access to their account.',
  notYourself: 'You cannot name yourself.',
  tooManyInvitations: (max: number) =>
    `You have sent ${max} invitations and requests in the last 24 hours, the most we allow in a day. Please try again tomorrow.`,
  invitationTitle: 'Invitation to look after',
  invitationFrom: (from: string, names: string) => `${from} invites you to look after ${names} as a second guardian.`,
  accessFrom: (from: string) =>
    `${from} asks you to look after them again: once you accept, you can act for them, for example to pay for them.`,
  accept: 'Accept',
  accepted: (names: string) => `You now look after ${names}.`,
  codeUnusable: 'This invitation has expired or was already used. Ask the person who sent it for a new one.',
  guardianAdultsOnly: 'A guardian must be 18 or older.',
  backToFamily: 'Back to my family',
  cancel: 'Cancel',
} as const;

/** Claiming one's own sign-in at 18 (docs/decisions/249). */
export const ClaimMessages = {
  title: 'Claim your own sign-in',
  intro:
    'Choose your own username and password with the code we emailed you (on your 18th birthday, or when the association moved its members to this portal). Anyone who looked after your account then no longer sees or acts for you, unless you give them access again.',
  code: 'Code from the email',
  codeRequired: 'Enter the code from the email.',
  claim: 'Claim my sign-in',
  codeUnusable: 'This code has expired or was already used. Ask the association for a new one.',
  notAdult: 'This code can be used from the 18th birthday on.',
} as const;

/**
 * The mails of this part (decision 248: invitation, decision 249: claim code, decision 260: access request). Each holds
 * a code, so each is marked secret: the outbox keeps it only until sent (decision 261).
 */
export const GuardianMails = {
  invitation: (p: { from: string; names: string; code: string }) => ({
    subject: 'Invitation to be a guardian',
    greeting: 'Hello,',
    paragraphs: [
      `${p.from} invites you to look after ${p.names} in the member portal as a second guardian.`,
      'Sign in with your own account (or register first), then accept the invitation.',
    ],
    action: { label: 'Open the invitation', path: `/member/family/invitation/${p.code}` },
    after: ["The link works once, for 7 days. You will not see the other guardian's contact details, nor they yours."],
    secret: true,
  }),
  access: (p: { from: string; code: string }) => ({
    subject: 'A request to look after someone again',
    greeting: 'Hello,',
    paragraphs: [
      `${p.from} asks you to look after them again in the member portal, so that you can act for them, for example to pay for them.`,
      'Sign in with your own account, then accept the request. If you do not want to, ignore this message: nothing changes.',
    ],
    action: { label: 'Open the request', path: `/member/family/invitation/${p.code}` },
    after: ['The link works once, for 7 days.'],
    secret: true,
  }),
  claim: (p: { name: string; code: string; toGuardian: boolean }) => ({
    subject: 'Claim your own sign-in',
    greeting: p.toGuardian ? 'Hello,' : `Hello ${p.name},`,
    paragraphs: [
      p.toGuardian
        ? `${p.name} is 18 today and may now sign in with their own username and password. Please pass this code on.`
        : 'Happy 18th birthday! You may now sign in with your own username and password.',
      `Your code: ${p.code}`,
      'Once claimed, your guardians no longer see or act for you, unless you give them access again.',
    ],
    action: { label: 'Claim your sign-in', path: `/family/claim?code=${p.code}` },
    secret: true,
  }),
} as const;
