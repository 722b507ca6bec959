import type { PaymentCatalogue } from '../shared/payment-outcome';
import { MemberLabels } from '../shared/member-labels';

// Every user-visible text of the team nomination wizard: spec 001 §2, §5, §8 verbatim, and ours where the spec gives
// none (marked "ours").

export const NominationMessages = {
  title: 'Team Nomination', // ours (spec 001 §2 route teamNomination)
  closed: 'Team entries are closed for the moment...', // spec 001 §2
  // spec 001 §2: "the platform is first to checkout, so products can sell out before payment" (the sentence is ours)
  disclaimer:
    'This platform is first to checkout: a place in a division is only yours once your payment is complete, so a division can sell out before you pay.',
  soldOutPrefix: 'SOLD OUT', // spec 001 §2
  capacityReached: 'Division Group has already reached maximum capacity.', // spec 001 §8
  checkSteps: 'Error! Please check all steps above for errors', // spec 001 §8
  mustClickAddPlayer: 'Must click "ADD PLAYER" button', // spec 001 §5
  playerAlreadyAdded: 'Player already added to the team', // spec 001 §8
  mobile: 'This field must be a valid mobile, start with 04 and no spaces', // spec 001 §5
  addPlayer: 'ADD PLAYER', // spec 001 §4
  playerAdded: 'PLAYER ADDED', // spec 001 §4
  addCoach: 'Add a team coach', // spec 001 §2
  // ours
  continue: 'Continue',
  back: 'Back',
  loading: 'Loading team entry',
  copyTeam: 'Copy this team',
  noPreviousTeams: 'You have no team entered in the last 365 days to copy. Continue to enter a new team.',
  copiedFrom: (team: string) => `Copied from ${team}: its players are added below.`,
  clearCopy: 'Start with an empty team',
  teamPrevious: (team: string) => `Previously ${team}`,
  minPlayers: (min: number) => `Please add at least ${min} players.`,
  maxPlayers: (max: number) => `A team may have at most ${max} players.`,
  playerLimits: (min: number, max: number | null) =>
    max === null ? `At least ${min} players.` : `Between ${min} and ${max} players.`,
  noMinimum: (max: number | null) => (max === null ? 'Any number of players.' : `Up to ${max} players.`),
  anotherPlayer: 'Add another player',
  removePlayer: 'Remove player',
  playerRow: (n: number) => `Player ${n}`,
  copiedPlayer: 'From the copied team',
  price: (amount: string) => `Entry fee ${amount}`,
  free: 'No charge',
  waitlistNote:
    'This division has a waiting list: the association grades every entry and places the team, taking your preferred choice into account.',
  // ours (decision 223): what happens to the money, said before paying (decision 062: paid at entry, refunded by the
  // association when no place is found)
  waitlistMoney: (paid: boolean) =>
    paid
      ? 'You pay the entry fee now. If no place is found for your team, the association refunds what you paid to the card you paid with.'
      : 'This entry costs you nothing, so there is nothing to refund if no place is found for your team.',
  placesLeft: (n: number) => `${n} ${n === 1 ? 'place' : 'places'} left`,
  agreement: "I agree to the association's terms and conditions and code of conduct for team managers",
  coachAgreement: "The coach agrees to the association's code of conduct for coaches",
  notePlaceholder: 'Anything the association should know about this team (preferred game times, uniforms…)',
  reviewTeam: 'Team',
  reviewManager: 'Team Manager',
  reviewCoach: 'Team Coach',
  reviewPlayers: 'Players',
  reviewNote: 'Note',
  noCoach: 'No team coach',
  noPlayers: 'No players yet',
  noNote: 'No note',
  waitlisted: 'On the waiting list',
  // ours: the team page a free entry lands on says so (decision 180)
  enteredFree: 'Your team is entered. No payment was needed.',
  // server refusals without spec wording (ours)
  notOpen: 'This division does not take team entries at the moment.',
  wrongGroup: 'This division is not in the division group chosen.',
  wrongGrade: 'This division group is not in the grade chosen.',
  notPreferred: 'Please choose one of the divisions offered.',
  nameTaken: 'A team of this name is already entered in this division.',
  notYourTeam: 'Only a team you manage, entered in the last 365 days, can be copied.',
  priceChanged: 'The entry fee has changed. Please go back to the review and check the new total.',
  playerNotChecked: 'Please check this player again.',
} as const;

/** spec 001 §2: the wizard's eight vertical steps. */
export const NOMINATION_STEPS = [
  'Previous Team Selection',
  'Team Name & Grade',
  'Team Manager',
  'Team Coach',
  'Players',
  'Note',
  'Review',
  'Payment',
] as const;

/** spec 001 §8 nomination payment errors, in the spec's order; error_validation reads 'Attendee / Assign Data Invalid'. */
export const NOMINATION_PAYMENT: PaymentCatalogue = {
  keys: ['error_response', 'error_division', 'error_validation', 'error_payment'],
  validation: 'Attendee / Assign Data Invalid',
};

/** Labels of the team fields (step 2). */
export const TeamLabels = {
  teamname: 'Team Name',
  grade: 'Grade',
  divisiongroup: 'Division Group',
  division: 'Division',
  preferreddivision: 'Preferred Choice',
} as const;

/** Labels of the manager and coach fields (steps 3 and 4), in the order the form shows them. */
export const PersonLabels = {
  firstname: MemberLabels.firstname,
  lastname: MemberLabels.lastname,
  dob: MemberLabels.dob,
  gender: MemberLabels.gender,
  email: MemberLabels.email,
  mobile: MemberLabels.mobile,
  phone: MemberLabels.phone,
  workphone: MemberLabels.workphone,
  address: MemberLabels.address,
  suburb: MemberLabels.suburb,
  postcode: MemberLabels.postcode,
  state: MemberLabels.state,
} as const;

/** Labels of a player row (step 5): spec 001 §3 player entry. */
export const PlayerLabels = {
  firstname: 'Firstname',
  lastname: 'Lastname',
  dob: MemberLabels.dob,
  gender: MemberLabels.gender,
  email: MemberLabels.email,
} as const;
