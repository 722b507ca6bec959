import { INVOICE_PLACEHOLDERS, RENEWAL_PLACEHOLDERS } from './reminders';

// Every text of the staff's messaging settings page (ours; issue 43, docs/decisions/314).

const braces = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

export const MessagingSettingsTexts = {
  title: 'Messaging settings',
  intro: 'What members may send, and the reminders the portal sends by itself.',
  teamSection: 'Team messages',
  teamMessages: 'Managers and coaches may message their own team',
  teamMessagesPerDay: 'Messages a team may get a day',
  renewalSection: 'Membership renewal reminders',
  renewalReminders: 'Remind members before their membership ends',
  renewalReminderDays: 'Days before the end',
  renewalReminderText: 'Wording',
  renewalHelp: `You may use ${braces(RENEWAL_PLACEHOLDERS)}.`,
  invoiceSection: 'Invoice reminders',
  invoiceReminders: 'Remind members of an invoice on its due date and when it is overdue',
  invoiceOverdueDays: 'Days after the due date for the overdue reminder',
  invoiceReminderText: 'Wording',
  invoiceHelp: `You may use ${braces(INVOICE_PLACEHOLDERS)}.`,
  digestSection: 'Fixture changes',
  fixtureDigest: "Send each team's manager a daily summary of the changes to their team's games (6 pm)",
  save: 'Save',
  saving: 'Saving…',
  saved: 'Messaging settings saved.',
  loading: 'Loading…',
  link: 'Settings',
} as const;

export const MessagingSettingsMessages = {
  unknownPlaceholder: (names: string[], known: readonly string[]) =>
    `${names.map((n) => `{${n}}`).join(', ')} ${names.length === 1 ? 'is' : 'are'} not known here: use ${braces(known)}`,
} as const;

/** The subjects of the automatic reminders (the body is the association's wording). */
export const ReminderSubjects = {
  renewal: (sport: string) => `Your ${sport} membership is due for renewal`,
  invoiceDue: (invoice: string) => `Invoice due: ${invoice}`,
  invoiceOverdue: (invoice: string) => `Invoice overdue: ${invoice}`,
} as const;

/** The evening digest of fixture changes a team's manager gets (decision 314). */
export const FixtureDigestTexts = {
  subject: (day: string) => `Fixture changes of ${day}`,
  intro: (day: string) => `These games of your teams and your club's teams changed on ${day}:`,
  link: 'See your teams',
} as const;
