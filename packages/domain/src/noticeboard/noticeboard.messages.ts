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
