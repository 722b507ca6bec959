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
  exportReady: 'Ready',
  exportPending: 'Being made',
  exportExpired: 'Expired',
  exportDownload: 'Download',
  exportsHeader: 'Your requests',
  noExports: 'No downloads asked for yet.',
  correctTitle: 'Ask us to correct something',
  correctIntro:
    'You can change most details yourself on your profile. For anything else (a name, a date of birth, a result) ' +
    'tell us what is wrong and what it should be.',
  profileLink: 'Change my details on my profile',
} as const;
