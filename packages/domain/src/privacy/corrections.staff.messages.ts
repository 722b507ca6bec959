// The staff queue of requests to correct a person's data (issue 44 item 3, APP 13; docs/decisions/323).

export const CorrectionsStaffTexts = {
  title: 'Requests to correct',
  intro:
    'What members say is wrong about them or their children. Correct it on the member record (or the result), then ' +
    'answer here: the member sees your answer on their Your data page.',
  show: 'Show',
  views: { open: 'Waiting for an answer', answered: 'Answered' },
  none: 'No requests here.',
  about: (name: string, askedBy: string) => (name === askedBy ? name : `${name} (asked by ${askedBy})`),
  what: 'What is wrong',
  correction: 'What it should be',
  outcome: 'Outcome',
  outcomes: { corrected: 'Corrected', declined: 'Not changed' },
  answer: 'Answer to the member',
  answerHelp: 'What you changed, or why it stays as it is',
  send: 'Answer',
  answered: 'Answered.',
} as const;
