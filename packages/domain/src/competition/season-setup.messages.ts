// What the back-office's season setup and fixture pages say (ours: spec 001 has no back-office; decision 185).

export const SeasonSetupMessages = {
  maxBelowMin: 'The most players must be at least the fewest',
  priceFormat: 'Enter an amount in dollars, such as 650 or 650.50',
  timesFormat: 'Enter start times as HH:mm separated by commas, such as 18:00, 19:00',
  roundsFormat: 'Enter round numbers separated by commas, such as 6, 12',
  teamNames: 'Enter one team name a line (at most 40 teams, 60 characters each)',
  capacityBelowPlaces: 'The capacity is below the places already taken.',
  seasonNotFound: 'No such season.',
  divisionNotFound: 'No such division.',
  courtNotFound: 'No such court.',
  groupNotFound: 'Choose a division group of this season.',
  gradeNotFound: 'No such grade.',
  copyNotFound: 'No such season to copy.',
  exceptionNotFound: 'No such exception date.',
  seasonNameTaken: 'A season of this name already exists.',
  gradeNameTaken: 'A grade of this name already exists.',
  groupNameTaken: 'This grade already has a group of this name in the season.',
  divisionNameTaken: 'This season already has a division of this name.',
  courtNameTaken: 'This venue already has a court of this name.',
  exceptionTaken: 'An exception date already starts on this day.',
  teamNameTaken: (names: string) => `Already in the division: ${names}.`,
  seasonSaved: (name: string) => `Season ${name} saved.`,
  seasonCreated: (name: string) => `Season ${name} created.`,
  seasonCopied: (name: string, divisions: number) => `Season ${name} created with ${divisions} divisions copied.`,
  gradeSaved: (name: string) => `Grade ${name} added.`,
  groupSaved: (name: string) => `Division group ${name} added.`,
  divisionSaved: (name: string) => `Division ${name} saved.`,
  teamsAdded: (n: number, division: string) => `${n} ${n === 1 ? 'team' : 'teams'} added to ${division}.`,
  exceptionSaved: 'Exception date added.',
  exceptionRemoved: 'Exception date removed.',
  courtSaved: (name: string) => `Court ${name} added.`,
  slotsSaved: (court: string) => `Game slots of ${court} saved.`,
} as const;

/** Days of the week as the generator numbers them (0 Sunday .. 6 Saturday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Labels and headings of the season setup pages (ours). */
export const SeasonSetupTexts = {
  seasons: 'Seasons', courts: 'Courts and game slots', newSeason: 'New season', editSeason: 'Edit season', save: 'Save', add: 'Add',
  name: 'Name', startsOn: 'First day', endsOn: 'Last day', endsOnNotSet: 'Not set', active: 'Active (takes entries, shows edit actions)', archived: 'Archived',
  copyFrom: "Copy another season's groups and divisions", noCopy: 'Start empty',
  divisions: 'Divisions', teams: 'Teams', addDivision: 'Add division', editDivision: 'Edit division', addTeams: 'Add teams',
  addGrade: 'Add grade', addGroup: 'Add division group', grade: 'Grade', group: 'Division group', note: 'Note', sport: 'Sport',
  divisionActive: 'Active', minPlayers: 'Fewest players', maxPlayers: 'Most players (empty: no limit)', capacity: 'Capacity in teams (empty: no limit)',
  waitlist: 'Waiting list (entries wait to be graded)', price: 'Entry price ($)', free: 'Free entry', qualification: 'Final series qualification (% of games)',
  doublePoints: 'Double point rounds (e.g. 6, 12)', weekday: 'Playing day', usesDuty: 'Duty teams',
  teamNames: 'Team names, one a line, in seeding order',
  exceptions: 'Exception dates', addException: 'Add exception date', from: 'From', to: 'To (empty: one day)', reason: 'Reason',
  division: 'Division', everyDivision: 'Every division (season-wide)', remove: 'Remove', noExceptions: 'No exception dates.',
  addCourt: 'Add court', venue: 'Venue', court: 'Court', slots: 'Game slots', setSlots: 'Set game slots', starts: 'Start times (e.g. 18:00, 19:00; empty: none)',
  minutes: 'Slot length (minutes)', noSlots: 'No game slots', fixtures: 'Fixtures', backToSeasons: 'All seasons',
} as const;
