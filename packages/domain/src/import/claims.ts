// Sign-ins for imported people (issue 42 item 4, docs/decisions/301): no password comes from another platform, so an
// imported adult claims their sign-in with a claim code (the family claim model, decision 249), mailed at the pace
// staff choose, with one reminder to those who have not claimed after REMINDER_DAYS.

/** How often the invitation round runs; the pace is counted in these steps. */
export const INVITE_ROUND_MS = 5 * 60_000;
/** Days after the invitation when one reminder goes to those who have not claimed. */
export const REMINDER_DAYS = 7;
/** The paces staff may choose, invitations per hour. */
export const PER_HOUR_MIN = 1;
export const PER_HOUR_MAX = 2000;

/**
 * How many invitations an import may have sent by `now` at `perHour`, counting from `startedAt` when `sentBefore`
 * had gone: each round's share of the hour, the first at once (one at least). Any hour sends at most about perHour.
 */
export function invitesAllowed(p: { perHour: number; startedAt: Date; sentBefore: number }, now: Date): number {
  const elapsed = Math.max(0, now.getTime() - p.startedAt.getTime());
  return p.sentBefore + Math.max(1, Math.floor((p.perHour * (elapsed + INVITE_ROUND_MS)) / 3_600_000));
}

/** The invitation and its reminder: each holds a code, so each is secret (the outbox keeps it only until sent). */
export const ImportClaimMails = {
  invitation: (p: { name: string; association: string; code: string }) => ({
    subject: `Your sign-in to ${p.association}'s member portal`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `${p.association} has moved its members to a new member portal, and your details came across with it.`,
      'Your old password did not move with them: choose your own username and password with the code below. It takes a minute.',
      `Your code: ${p.code}`,
      'After that you sign in with your username and password to see your teams, games and registrations.',
    ],
    action: { label: 'Claim your sign-in', path: `/family/claim?code=${p.code}` },
    after: ['The code works once, for a year. If this message is not for you, ignore it: nothing changes.'],
    secret: true,
  }),
  reminder: (p: { name: string; association: string; code: string }) => ({
    subject: `A reminder: your sign-in to ${p.association}'s member portal`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `A week ago ${p.association} sent you a code to choose your username and password for its new member portal.`,
      'You have not used it yet, so here is a new one (the code sent before no longer works).',
      `Your code: ${p.code}`,
    ],
    action: { label: 'Claim your sign-in', path: `/family/claim?code=${p.code}` },
    after: ['This is the only reminder. If this message is not for you, ignore it: nothing changes.'],
    secret: true,
  }),
} as const;

/** The back-office's words about an import's invitations. */
export const ImportClaimMessages = {
  noImport: 'No such import.',
  notImported: 'Invitations can be sent once the import has run.',
  started: (perHour: number) =>
    `Invitations are on their way, ${perHour.toLocaleString('en-AU')} an hour. Each person who has not claimed gets one reminder after ${REMINDER_DAYS} days.`,
} as const;
