// What the import's calls answer (issue 42 items 2 and 3; ours: the spec has no import), in words for people.

const people = (n: number) => (n === 1 ? 'one person' : `${n.toLocaleString('en-AU')} people`);

export const ImportJobMessages = {
  notFound: 'There is no such import.',
  noFile: 'Choose a CSV file to import.',
  badMapping: 'The mapping is not a list of columns and fields.',
  badSeason: 'There is no such season.',
  started: (n: number) => `Importing ${people(n)}. You can leave this page: the import carries on.`,
  notPlanned: {
    running: 'This import is running already.',
    done: 'This import has been made already. To import the file again, check it again first.',
    failed: 'This import stopped with an error. Undo it, then check the file again.',
    undone: 'This import was undone. To import the file again, check it again first.',
  },
  unknownNumber: (n: number) => `No member has the number ${n}: leave the column empty for someone new to the portal.`,
  notNear: (line: number) => `Line ${line} is not a near match of this import.`,
  notNearMember: (line: number) => `Choose one of the members line ${line} is near.`,
  notRun: {
    planned: 'This import has not been made: there is nothing to undo.',
    running: 'This import is still running. Undo it once it has finished.',
    undone: 'This import has been undone already.',
  },
  undone: (removed: number, kept: number) =>
    kept
      ? `Import undone: ${people(removed)} removed, ${people(kept)} kept because they have been used since.`
      : `Import undone: ${people(removed)} removed.`,
  kept: {
    changedSince: 'Their details have been changed since the import.',
    signedIn: 'They have signed in.',
    claimed: 'They have claimed their sign-in.',
    used: (what: string) => `They have ${what} since the import.`,
    mergedIn: 'Another account was merged into theirs.',
    fieldChanged: (field: string) => `Their ${field} has been changed since the import: it stays.`,
    guardianKept: 'A person of this family is kept.',
  },
} as const;
