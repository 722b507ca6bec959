// The member side's words of a person's own data (issue 44 item 3; APP 12 and 13; docs/decisions/322, 323): the
// "Your data" page, the export's mail and the correction requests. Server and web read them from here.

export const PrivacyTexts = {
  title: 'Your data',
  navLabel: 'Your data',
  intro:
    'Everything the association holds about you and the children you look after: take a copy, ask us to correct it, ' +
    'or ask us to close an account.',
  exportTitle: 'Download my data',
  exportIntro:
    'A zip file of everything we hold about the person: profile, family, memberships, orders, invoices, receipts, ' +
    'bookings, teams, messages and sign-in history, in JSON and CSV. We make it in the background and email you a ' +
    'link; the link works for 7 days, only when you are signed in.',
  exportButton: (name: string, self: boolean) => (self ? 'Download my data' : `Download ${name}'s data`),
  exportRequested: 'We are making the file. We will email you a link when it is ready.',
  exportsHeader: 'Your downloads',
  exportStatus: {
    pending: 'Being made',
    ready: 'Emailed to you',
    failed: 'Could not be made',
    expired: 'Link expired',
  },
  downloadTitle: 'Your data is ready',
  downloadIntro: 'The file holds personal information: keep it somewhere safe.',
  downloadButton: 'Download the file',
  downloaded: 'Downloaded.',
  linkExpired: 'This link has expired. Ask for a new download below.',
  linkUnknown: 'This link is not yours or no longer works. Ask for a new download below.',
  mailSubject: (name: string) => `${name}'s data is ready to download`,
  mailGreeting: (firstName: string) => `Hello ${firstName},`,
  mailBody: (name: string) =>
    `The copy of everything we hold about ${name} that you asked for is ready. Sign in with the link below to download it.`,
  mailAction: 'Download the data',
  mailAfter: (days: number) =>
    `The link works for ${days} days and only for you, signed in. If you did not ask for this, tell us at once.`,
  correctTitle: 'Ask us to correct something',
  correctIntro:
    'You can change most details yourself on your profile. For anything else (a name, a date of birth, a result) ' +
    'tell us what is wrong and what it should be.',
  profileLink: 'Change my details on my profile',
  correctPerson: 'About',
  correctWhat: 'What is wrong',
  correctWhatHelp: 'For example: date of birth, or the score of a game',
  correctCorrection: 'What it should be',
  correctSend: 'Send the request',
  correctSent: 'Sent. We will answer here.',
  correctionsHeader: 'Your requests to correct',
  correctionStatus: { open: 'Waiting for an answer', corrected: 'Corrected', declined: 'Not changed' },
  answer: 'Our answer',
} as const;
