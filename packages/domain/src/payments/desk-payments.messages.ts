import { formatCents } from '../shared/money';
import { isoToDmy } from '../shared/time';
import { DESK_ORIGINS, type DeskMethod } from './desk-methods';

// Every text of money taken at the desk (docs/decisions/273): ours, the spec covers the member side only.

export const DeskPaymentMessages = {
  methodRequired: 'Choose how it was paid.',
  referenceRequired: (m: DeskMethod) =>
    m === 'cheque' ? 'Enter the cheque number.' : "Enter the transfer's reference.",
  recorded: (amount: number, method: DeskMethod, receipt: number) =>
    `${formatCents(amount)} by ${DESK_ORIGINS[method].toLowerCase()} was recorded: receipt #${receipt}.`,
  aboveOwing: (owing: number) => `The invoice owes ${formatCents(owing)}: a payment cannot be more than that.`,
  paidAlready: 'The invoice is paid: there is nothing to record.',
  cardUnderWay: 'A card payment of this invoice is under way: wait a minute and look again.',
  inFuture: 'The day it was received cannot be after today.',
  noPayer: 'Nobody can be named on the receipt: the team has no manager.',
  notDesk: 'Only a payment taken at the desk can be reversed; a card payment is refunded.',
  reversedAlready: 'This payment was already reversed.',
  reversedMembership: (amount: number, receipt: number) => `Receipt #${receipt} (${formatCents(amount)}) was reversed.`,
  sportRequired: 'Choose the sport.',
  divisionRequired: 'Choose the division.',
  notPrice: (price: number) => `The membership costs ${formatCents(price)}: record the whole price.`,
  memberNotFound: 'No such member.',
  managerInactive: 'This account is closed (deactivated or merged): it cannot manage a team.',
  renewed: (amount: number, method: DeskMethod, receipt: number, expiry: string) =>
    `${formatCents(amount)} by ${DESK_ORIGINS[method].toLowerCase()} was recorded: receipt #${receipt}. The membership now expires ${isoToDmy(expiry)}.`,
  notFee: (price: number) => `The entry costs ${formatCents(price)}: record the whole fee.`,
  freeEntry: 'This entry costs nothing: there is no money to record. The manager enters the team online.',
  alreadyEntered: (team: string, division: string) => `${team} is already entered in ${division}: it is paid already.`,
  teamEntered: (
    amount: number,
    method: DeskMethod,
    receipt: number,
    team: string,
    division: string,
    waitlisted: boolean,
  ) =>
    `${formatCents(amount)} by ${DESK_ORIGINS[method].toLowerCase()} was recorded: receipt #${receipt}. ${team} is entered in ${division}${waitlisted ? ' and waits on its waiting list' : ', waiting for the association to accept it'}.`,
  reversed: (amount: number, receipt: number) =>
    `Receipt #${receipt} (${formatCents(amount)}) was reversed: the invoice owes it again.`,
} as const;

/** Why a payment shows no Refund (issue 40): said on the page instead of a button that is not there. */
export const NoRefundMessages = {
  desk: (origin: string) =>
    `Taken at the desk (${origin.toLowerCase()}): give the money back by hand and reverse the payment; nothing goes through the card gateway.`,
  noGateway:
    "Made before the portal's card gateway (the gateway has no record of it), so it cannot be refunded here: refund it from the association's bank account.",
  notCharged: (origin: string) =>
    `Nothing was charged to a card (${origin.toLowerCase()}), so there is nothing to refund.`,
  refunded: 'Refunded in full.',
  underWay: 'A refund of the rest is waiting for the gateway.',
} as const;

/** The back-office's desk payment texts. */
export const DeskPaymentTexts = {
  record: 'Record a payment',
  title: 'Record a payment at the desk',
  method: 'Paid by',
  methods: { cash: 'Cash', cheque: 'Cheque', bank_transfer: 'Bank transfer' } as Record<DeskMethod, string>,
  amount: 'Amount',
  receivedOn: 'Received on',
  reference: 'Cheque number or reference',
  referenceHint: 'For a cheque, its number; for a transfer, the reference on the bank statement.',
  text: (owing: string) => `The invoice owes ${owing}. The payer is mailed a receipt, as for a card payment.`,
  save: 'Record payment',
  recordMembership: 'Record a membership payment',
  membershipTitle: 'Record a membership paid at the desk',
  sport: 'Sport',
  recordTeamEntry: 'Record a team entry payment',
  teamEntryTitle: 'Enter a team paid at the desk',
  division: 'Division',
  teamName: 'Team name',
  teamEntryText: (manager: string) =>
    `${manager} is the team's manager; the players are added on the team's page later. The manager is mailed a receipt, as for an online entry.`,
  feeText: (division: string, fee: string, places: string) =>
    `${division}: the entry fee is ${fee}, paid in full (${places}).`,
  divisionOption: (name: string, season: string, price: string, places: string) =>
    `${name}, ${season}: ${price} (${places})`,
  placesLeft: (taken: number, capacity: number | null, waitlist: boolean) =>
    waitlist
      ? 'waiting list'
      : capacity === null
        ? 'no limit'
        : taken >= capacity
          ? 'full'
          : `${capacity - taken} of ${capacity} places left`,
  noDivisions: 'No division takes entries at the moment.',
  membershipText: (sport: string, price: string, nextExpiry: string) =>
    `The ${sport} membership costs ${price}, paid in full; it will then expire ${isoToDmy(nextExpiry)}. The member is mailed a receipt, as for an online renewal.`,
  reverse: 'Reverse',
  reverseTitle: (id: number) => `Reverse receipt #${id}`,
  reason: 'Reason',
  makeReversal: 'Reverse payment',
  reverseText: (amount: string) =>
    `The ${amount} counts as never received: the invoice owes it again, and the reports show it as reversed today. This cannot be undone.`,
  reversal: (amount: string, when: string, by: string, reason: string) =>
    `Reversed ${amount} on ${when} by ${by}: ${reason}`,
  deskLine: (origin: string, reference: string, receivedOn: string) =>
    `${origin}${reference ? ` ${reference}` : ''}, received ${isoToDmy(receivedOn)}`,
} as const;
