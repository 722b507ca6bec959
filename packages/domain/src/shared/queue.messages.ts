// The fair queue's words (issue 46 item 4, docs/decisions/345-347): the waiting page, the answer an API caller gets
// while the portal is busy, and the back-office's opening time. Ours: the spec has no queue.
export const QueueTexts = {
  title: "You're in the queue",
  intro:
    'Lots of people are registering and paying right now. To keep the portal quick for everyone, we let people in ' +
    'one after another, in the order they arrived.',
  next: "You're next.",
  place: (n: number) => `Your place in the queue: ${n}`,
  wait: (minutes: number) =>
    minutes <= 1 ? 'Estimated wait: about a minute' : `Estimated wait: about ${minutes} minutes`,
  waitUnknown: 'Estimated wait: we will know as soon as the queue starts moving.',
  keepOpen:
    "Keep this page open: it updates itself and takes you on as soon as it's your turn. If you close it, you lose " +
    'your place.',
  checking: 'Checking your place…',
  letIn: "It's your turn: taking you in now.",
  goNow: 'Continue',
  notOpenTitle: 'Registrations are not open yet',
  opensAt: (when: string) =>
    `Registrations open at ${when} (Sydney time). Keep this page open: at that moment you get a place in the queue, ` +
    'and people are let in in the order they arrived.',
  lost: 'Your place in the queue has lapsed. Start again to take a new place.',
  startAgain: 'Start again',
  offline: "We couldn't reach the portal. We'll keep trying: your place is kept while this page is open.",
  busy: 'The portal is very busy right now. Please try again in a minute.',
  notInQueue: 'You have no place in the queue.',
  notQueuedPage: 'This page has no queue.',
} as const;

/** The back-office's registrations opening time (the fair queue's scheduled opening, docs/decisions/347). */
export const RegistrationOpeningTexts = {
  title: 'Registrations opening',
  intro:
    'Open registrations at a set time, with a queue from the first second: before it, people starting a registration ' +
    'see when registrations open; from that second they take places in order of arrival and are let in at the rate ' +
    'the portal can take. Leave it empty to keep registrations open.',
  field: 'Registrations open at',
  fieldHelp: 'dd/mm/yyyy hh:mm, Sydney time (24-hour clock)',
  save: 'Save',
  clear: 'Remove the opening time',
  saved: 'Opening time saved.',
  cleared: 'Registrations are open: the opening time is removed.',
  current: (when: string) => `Registrations open at ${when} (Sydney time).`,
  none: 'No opening time is set: registrations are open.',
  badFormat: 'Type the date and time as dd/mm/yyyy hh:mm',
  past: 'Choose a time in the future',
} as const;
