// spec 002 §2 Noticeboard (managers): the table's title and columns; texts marked "ours" are not in the spec.

export const NoticeboardTexts = {
  title: 'Noticeboard',
  // §2 columns
  firstname: 'First Name',
  surname: 'Surname',
  gender: 'Gender',
  email: 'Email',
  competition: 'Competition',
  comment: 'Comment',
  // ours
  empty: 'There are no notices at the moment.',
  intro: 'People looking for a team, and teams looking for people. Contact them by email.',
} as const;

/** The back-office's noticeboard page (ours; docs/decisions/197). */
export const NoticeboardStaffTexts = {
  nav: 'Noticeboard',
  actions: 'Actions',
  add: 'Add to the noticeboard',
  section: 'Section',
  sectionOrder: 'Section order',
  remove: (name: string) => `Remove ${name}`,
  added: (name: string, section: string) => `${name} was added to ${section}.`,
  removed: (name: string) => `${name} was taken off the noticeboard.`,
  noNotice: 'No such row on the noticeboard',
  loading: 'Loading the noticeboard',
} as const;
