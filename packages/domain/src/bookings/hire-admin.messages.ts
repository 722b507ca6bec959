// The venue manager's venues, courts, sports, types and options for hire (docs/decisions/232, 233): replies, refusals
// and the page's words.

export const HireAdminMessages = {
  state: 'Choose a state or territory.',
  layout: 'Choose how the court is split.',
  noVenue: 'There is no venue with that number.',
  noCourt: 'There is no court with that number.',
  nameTaken: 'That name is taken at this venue.',
  partOfInactive: 'Switch its full court on first.',
  venueSaved: (name: string) => `${name} was saved.`,
  courtAdded: (name: string) => `${name} was added. Give it its weekly hours to open it for hire.`,
  courtSaved: (name: string) => `${name} was saved.`,
} as const;

export const HireAdminTexts = {
  addVenue: 'Add a venue',
  editVenue: 'Edit venue',
  venueName: 'Name',
  address: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  hireActive: 'Offered for court hire',
  hireActiveHelp: 'Members see the venue on the court hire pages while it has a court that is on.',
  addCourt: 'Add a court',
  courtName: 'Court name',
  layout: 'Split into',
  layouts: { full: 'One full court', halves: 'Two halves (each bookable)', thirds: 'Three thirds (each, and two-thirds, bookable)' },
  editCourt: 'Edit court',
  courtActive: 'Offered for hire',
  keptNotDeleted: 'Courts, venues and booking types are never deleted, because bookings name them: switch them off instead and members no longer see them.',
  inactive: 'Off',
  save: 'Save',
  cancel: 'Cancel',
  partOf: (full: string) => `Part of ${full}`,
} as const;
