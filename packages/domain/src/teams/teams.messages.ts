// Every user-visible text of the teams list, team detail and roster dialogs: spec 001 §2, §5, §8 verbatim (with the
// spec's own wording, "saved successful." included), and ours where the spec gives none (marked "ours").

export const TeamsMessages = {
  // §2 Teams list
  listTitle: 'Teams', // ours
  search: 'Search teams', // ours
  noTeams: 'Sorry, No Teams Yet', // spec 001 §2
  noMatch: (search: string) => `Sorry, No Results found for "${search}"`, // spec 001 §2 ('Sorry, No Results found for ...')
  view: 'View', // spec 001 §2
  draw: 'Draw', // spec 001 §2
  viewTeam: (team: string) => `View ${team}`, // ours (button names)
  drawOf: (team: string) => `Draw of ${team}`, // ours
  loadingTeams: 'Loading teams', // ours
  // §2 Team detail
  allTeams: 'All Teams', // spec 001 §2 back link
  heading: (team: string) => `Team: ${team}`, // spec 001 §2
  teamFeatures: 'Team Features',
  teamInformation: 'Team Information',
  playersInformation: 'Players Information',
  invoiceInformation: 'Invoice Information',
  save: 'Save',
  forfeit: 'Forfeit',
  addTeamMember: 'Add Team Member',
  addTemporaryMember: 'Add Temporary Member',
  noTeamData: 'No Team Data', // spec 001 §8 not found
  readOnly: 'Only the team manager or team admin can change this team while its season and division are active.', // ours
  // §2 dialogs
  forfeitTitle: 'Forfeit Game',
  addMembersTitle: 'Add New Member Request',
  addTempTitle: 'Add Temporary Member Request',
  removeMemberTitle: 'Remove Member',
  removePositionTitle: 'Remove Position',
  // §8 overlays
  errorGames: 'Error team games.',
  cannotAdd: 'Cannot add members to team',
  cannotRemove: 'Cannot remove members from team',
  cannotAddMore: 'Cannot add more members to team',
  cannotAddMoreTemp: 'Cannot add more temporary members to team for game selected',
  positionRemoved: 'Position removed successfully',
  positionNotRemoved: 'Position not removed',
  memberRemoved: 'Member removed successfully',
  memberNotRemoved: 'Member not removed',
  requestSent: 'New members request sent successfully',
  requestNotSent: 'New members request not sent',
  tempRequestSent: 'Temporary members request sent successfully',
  tempRequestNotSent: 'Temporary members request not sent',
  forfeited: 'Game forfeited successfully',
  notForfeited: 'Game not forfeited',
  memberRowAdded: 'New Member added successfully',
  tempRowAdded: 'Temporary Member added successfully',
  memberRowRemoved: 'New Member removed successfully',
  tempRowRemoved: 'Temporary Member removed successfully',
  saved: 'Team detail saved successful.',
  saveFailed: 'Team detail incorrect.',
  tempWrongInformation:
    'This temporary member cannot be added. Wrong Member Information. Please contact us for further details.',
  // §5 member entry rows
  mustClickAdd: 'Must click "ADD New Member" button',
  mustClickAddTemp: 'Must click "ADD Temporary Member" button',
  duplicate: 'Member already exist or added to the team',
  tempDuplicate: 'Temporary Member already exist or added to the team',
} as const;

/** The player check's status texts (spec 001 §7 checkplayer); any other failure is one of PlayerCheckFailures. */
export const PlayerCheckStatus = {
  found: 'Player Found',
  emailRequired: 'Email required',
  // ours: a row with an email no member of that name holds is entered as an invited player (decision 154)
  invited: 'Player Invited',
} as const;

/** Why a player check fails (ours: the spec says "another message" without giving it). */
export const PlayerCheckFailures = {
  notFound: 'No member matches these details. Please check them, or ask the player to register first.',
  midMismatch: 'The member number does not match this name. Please check the details.',
  inDivision: 'This player is already in a team of this division.',
  noDivision: 'This division does not take entries.',
  notInvitable:
    'Only a player can be invited. A coach or assistant coach must be a member: ask them to register first.',
  tooMany: (minutes: number) =>
    `Too many players checked without finding a member. Please try again in ${minutes} minutes.`,
} as const;

/** Refusals the spec gives no words for (ours), beside its own sentences. */
export const TeamsErrors = {
  notAPlayer: 'This member is not a player of this team.',
  gameNotComing: 'This game is not one the team still has to play.',
  replacingNotPlayer: 'Choose a member of the team roster, or Not Applicable.',
  alreadyReplaced: 'This member is already replaced in the game selected.',
  positionTaken: (label: string) => `This team already has a ${label}. Remove that position first.`,
} as const;

/** Labels, buttons and hints of the team detail page and its dialogs (ours unless marked). */
export const TeamsTexts = {
  division: 'Division',
  season: 'Season',
  position: 'Position',
  team: 'Team',
  manager: 'Manager',
  admin: 'Team Admin',
  coach: 'Coach',
  assistant: 'Assistant Coach',
  singletColour: 'Singlet Colour',
  numberColour: 'Number Colour',
  minPlayers: 'Minimum players',
  maxPlayers: 'Maximum players',
  noMaximum: 'No maximum',
  qualification: 'Final series qualification',
  created: 'Entered',
  none: 'None',
  name: 'Name',
  playingNumber: 'Playing Number',
  attendance: 'Attendance (%)',
  expiry: 'Registration Expiry',
  email: 'Email',
  dob: 'Date of Birth',
  mobile: 'Mobile',
  actions: 'Actions',
  expired: 'expired',
  noPlayers: 'No players on this team yet.',
  belowQualification: (qual: number) => `Below the ${qual}% needed for the final series`,
  tempPlayers: 'Temporary Members',
  tempFor: 'Game',
  replacing: 'Replacing',
  notApplicable: 'Not Applicable',
  remove: 'Remove',
  removeMember: (name: string) => `Remove ${name}`,
  removePosition: (label: string) => `Remove ${label} position`,
  confirmRemoveMember: (name: string) => `Remove ${name} from the team?`,
  confirmRemovePosition: (label: string, name: string) => `Remove ${name} from the ${label} position?`,
  cancel: 'Cancel',
  close: 'Close',
  send: 'Send Request',
  confirm: 'Confirm',
  game: 'Game',
  teamRoster: 'Team Roster',
  chooseGame: 'Choose the game',
  noGames: 'This team has no games left to play.',
  forfeitWarning: 'A forfeit cannot be undone: the game is recorded as a notified forfeit on the standings at once.',
  forfeitButton: 'Forfeit Game',
  role: 'Role',
  roles: { player: 'Player', coach: 'Coach', assistant: 'Assistant Coach' },
  addMemberButton: 'ADD New Member',
  addTempButton: 'ADD Temporary Member',
  memberAddedButton: 'MEMBER ADDED',
  anotherMember: 'Add another member',
  anotherTemp: 'Add another temporary member',
  removeRow: 'Remove this member',
  memberRow: (n: number) => `Member ${n}`,
  tempRow: (n: number) => `Temporary member ${n}`,
  atMostTemps: (n: number) => `At most ${n} temporary members a request.`,
  invoice: '#',
  invoiceDescription: 'Description',
  dueDate: 'Due Date',
  amount: 'Amount',
  owing: 'Owing',
  paid: 'Fully Paid',
  saving: 'Saving',
  loadingTeam: 'Loading team',
  loadingGames: 'Loading games',
  swatch: (label: string, colour: string) => `${label}: ${colour || 'none'}`,
} as const;

/** The new member form's labels (spec 001 §5), in the order the row shows its fields. */
export const NewMemberLabels = {
  firstname: 'Firstname',
  lastname: 'Lastname',
  dob: 'Date of Birth',
  gender: 'Gender',
  role: 'Role',
  email: 'Email',
  replacing: 'Team Roster',
  game: 'Game',
} as const;

/** The save form's labels (errors on fields that are not on screen are listed in its alert by these names). */
export const SaveTeamLabels = {
  singletColour: TeamsTexts.singletColour,
  numberColour: TeamsTexts.numberColour,
  playersNumber: TeamsTexts.playingNumber,
} as const;

/** Invited players (ours, docs/decisions/154-players-by-invitation.md): team detail, the entry rows, the mail, registration. */
export const InvitationMessages = {
  invitedStatus: 'Invited',
  invitedPlayers: 'Invited Players',
  invitedOn: 'Invited on',
  invitedHint: (email: string) =>
    `Not a member yet: ${email} will get an email inviting them to register, and they join the team when they do.`,
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw Invitation',
  withdrawInvitation: (name: string) => `Withdraw the invitation of ${name}`,
  confirmWithdraw: (name: string) => `Withdraw the invitation of ${name}? The link in their email stops working.`,
  withdrawn: 'Invitation withdrawn',
  notWithdrawn: 'Invitation not withdrawn',
  // registration through the invitation link
  banner: (team: string, division: string) =>
    `You are invited to play for ${team} (${division}). Register below and you join the team.`,
  unusable: 'This invitation can no longer be used: it was withdrawn or has been used. You can still register.',
  checking: 'Checking your invitation',
} as const;

/** The invitation mail (ours): the link opens the registration form of the division's sport with the token. */
export const InvitationMails = {
  invitation: (p: {
    firstname: string;
    manager: string;
    team: string;
    division: string;
    season: string;
    sport: 'basketball' | 'netball';
    token: string;
  }) => ({
    subject: `You are invited to play for ${p.team}`,
    greeting: `Hello ${p.firstname},`,
    paragraphs: [
      `${p.manager} has entered you as a player of ${p.team} in ${p.division} (${p.season}).`,
      'You are not a member of the association yet. Register through the link below and you join the team at once.',
    ],
    action: {
      label: 'Register and join the team',
      path: `${p.sport === 'netball' ? '/registernetball' : '/register'}?invitation=${p.token}`,
    },
    after: [
      'Already a member? Then ask your team manager to add you with the details of your membership: this link is for a new registration.',
    ],
    // the link holds the invitation's token: the outbox keeps the mail only until sent (docs/decisions/261)
    secret: true,
  }),
} as const;

/** The back-office's list of invited players (decision 154). */
export const InvitationStaffTexts = {
  title: 'Invited players',
  search: 'Name, email or team',
  status: 'Status',
  statuses: {
    '': 'Any status',
    invited: 'Invited',
    joined: 'Joined',
    refused: 'Refused a place',
    withdrawn: 'Removed by the team',
  },
  columns: {
    name: 'Name',
    email: 'Email',
    team: 'Team',
    division: 'Division',
    invitedBy: 'Invited by',
    invitedAt: 'Invited on',
    status: 'Status',
    member: 'Account',
  },
} as const;
