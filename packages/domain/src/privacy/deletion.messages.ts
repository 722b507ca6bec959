// The words of closing an account and deleting a child's data (issue 44 item 4; APP 11.2; docs/decisions/324): the
// member's card on /member/privacy, the staff queue /staff/privacy/deletions and their answers.

/** The name a de-identified person keeps everywhere (rosters, results, receipts): never their own. */
export const formerMemberName = (id: number) => `Former member #${id}`;

export const DeletionTexts = {
  cardTitle: "Close an account or delete a child's data",
  titleSelf: 'Close my account',
  titleChild: (name: string) => `Delete ${name}'s data`,
  introSelf:
    'We remove your name, contacts, address, photo, medical notes, bank details and sign-in. Your results stay in ' +
    'the competition as "Former member", and receipts, invoices and refunds are kept for five years as the law asks, ' +
    'without your details. A staff member confirms the request; it cannot be undone.',
  introChild: (name: string) =>
    `We remove ${name}'s name, contacts, address, photo, medical notes and other details. Results stay in the ` +
    'competition as "Former member", and receipts, invoices and refunds are kept for five years as the law asks, ' +
    'without the details. A staff member confirms the request; it cannot be undone.',
  buttonSelf: 'Ask to close my account',
  buttonChild: (name: string) => `Ask to delete ${name}'s data`,
  confirmQuestion: 'Are you sure? Once staff confirm it, it cannot be undone.',
  confirmYes: 'Yes, ask for it',
  cancel: 'Cancel',
  requested: (date: string) => `Asked on ${date}. A staff member will confirm it soon.`,
  sent: 'Request sent. A staff member will confirm it soon.',
  already: 'This was asked for already: nothing changed.',
  // staff
  queueTitle: 'Deletion requests',
  queueIntro:
    "Members and guardians ask to close an account or delete a child's data. Confirming removes the person's " +
    'details at once (they become "Former member #…"); receipts, invoices and refunds stay, without their details.',
  none: 'No deletion requests.',
  confirm: 'Confirm and delete',
  confirmDialog: (name: string) =>
    `Delete ${name}'s details now? Their name becomes "Former member", and contacts, address, photo, medical notes, ` +
    'bank details, checks and sign-in are removed. This cannot be undone.',
  confirmed: (name: string) => `Done: now ${name}.`,
  alreadyDone: 'This person was de-identified already: nothing changed.',
  stillStaff: 'This person holds a staff role. Take their staff roles away first.',
  askedBy: (who: string, guardian: boolean, date: string) =>
    `Asked by ${who}${guardian ? ' (guardian)' : ''} on ${date}.`,
  doneBy: (who: string, date: string) => `Confirmed by ${who} on ${date}.`,
  statusLabels: { requested: 'Waiting', done: 'Done' } as Record<string, string>,
} as const;
