import { formatCents } from '../shared/money';
import { sportLabel } from '../shared/fields';
import { isoToDmy } from '../shared/time';

// Every text of the back-office's invoices, refunds and credit notes (ours: the spec covers the member side only;
// docs/decisions/200, 201).

export const InvoiceStaffMessages = {
  created: (id: number) => `Invoice #${id} was created.`,
  sent: (id: number, to: number) => `Invoice #${id} was sent to ${to} ${to === 1 ? 'address' : 'addresses'}.`,
  noRecipient: "Nobody can receive this invoice: the member or the team's managers have no email address.",
  notFound: 'There is no invoice with that number.',
  noMember: 'There is no member with that number.',
  noTeam: 'There is no team with that number.',
  oneOwner: 'Choose a member or a team, not both.',
  ownerRequired: 'Choose a member or a team.',
  oneLine: 'Add at least one line.',
  dueBeforeIssue: 'The due date cannot be before today.',
  creditNoted: (amount: number, id: number) => `A credit note of ${formatCents(amount)} was added to invoice #${id}.`,
  creditAboveOwing: (owing: number) => `A credit note cannot be more than the amount owing (${formatCents(owing)}).`,
  amountPositive: 'Enter an amount of at least $0.01.',
  mailSubject: (id: number) => `Invoice #${id}`,
  mailIntro: (description: string, amount: number, due: string) =>
    `An invoice for ${description} of ${formatCents(amount)} is due on ${due}.`,
  mailAction: 'View and pay the invoice',
} as const;

export const RefundMessages = {
  refunded: (amount: number, id: number) => `${formatCents(amount)} of receipt #${id} was refunded.`,
  /** decision 256: the whole payment refunded gives back the membership it renewed */
  membershipEnded: (name: string, sport: string, expiryIso: string | null) =>
    `${name}'s ${sportLabel(sport)} membership is given back: ${expiryIso ? `it expires ${isoToDmy(expiryIso)} again` : 'it has no expiry again'}.`,
  noPayment: 'There is no payment with that number.',
  aboveRefundable: (left: number) => `Only ${formatCents(left)} of this payment can still be refunded.`,
  nothingCharged: 'Nothing was charged to a card for this payment, so there is nothing to refund through the gateway.',
  refused: (words: string) => `The gateway refused the refund: ${words}`,
  unknown:
    'The gateway did not answer. The refund is recorded as pending and will be checked again within a minute; do not refund it again.',
  inProgress: 'This refund is already being processed.',
  keyReused: 'This refund key was already used for another refund.',
} as const;

/** The back-office's invoice and refund pages. */
export const InvoiceStaffTexts = {
  invoices: 'Invoices',
  invoice: (id: number) => `Invoice #${id}`,
  newInvoice: 'New invoice',
  create: 'Create invoice',
  state: 'Show',
  states: { '': 'Every invoice', owing: 'Money owing', overdue: 'Overdue', paid: 'Paid' },
  searchLabel: 'Description, member or team',
  columns: {
    id: '#',
    owner: 'For',
    description: 'Description',
    issued: 'Issued',
    due: 'Due',
    amount: 'Amount',
    gst: 'GST',
    paid: 'Paid',
    owing: 'Owing',
    sent: 'Sent',
  },
  ownerKind: 'Invoice',
  member: 'A member',
  team: 'A team',
  memberId: 'Member number',
  teamSearch: 'Team',
  teamHint: "Type part of the team's name",
  description: 'Description',
  dueOn: 'Due date',
  lines: 'Lines',
  lineName: 'Item',
  quantity: 'Quantity',
  price: 'Unit price (GST included)',
  priceShort: 'Price incl. GST',
  addLine: 'Add a line',
  removeLine: (n: number) => `Remove line ${n}`,
  sendNow: 'Email the invoice now',
  total: 'Total',
  gstIncluded: 'GST included',
  paidSoFar: 'Paid',
  credited: 'Credit notes',
  owing: 'Amount owing',
  send: 'Email invoice',
  sentOn: (when: string) => `Last emailed ${when}`,
  notSent: 'Not emailed yet',
  payments: 'Payments',
  noPayments: 'No payments yet.',
  receipt: (id: number) => `Receipt #${id}`,
  refund: 'Refund',
  refundTitle: (id: number) => `Refund receipt #${id}`,
  refundText: (left: string) =>
    `Up to ${left} can be refunded to the card. The refund goes through the payment gateway at once.`,
  refundGivesBack: 'It paid for a membership: refunding all of it also gives the membership back, as it was before.',
  amount: 'Amount',
  reason: 'Reason',
  makeRefund: 'Refund to card',
  refunded: (amount: string, when: string, by: string) => `Refunded ${amount} on ${when} by ${by}`,
  refundPending: (amount: string) => `Refund of ${amount} waiting for the gateway`,
  refundFailed: (amount: string, words: string) => `Refund of ${amount} refused: ${words}`,
  creditNotes: 'Credit notes',
  creditNote: 'Add credit note',
  creditTitle: 'Credit note',
  addCredit: 'Add credit note',
  creditText: (owing: string) => `A credit note lowers what the invoice owes (now ${owing}) without moving money.`,
  creditLine: (amount: string, when: string, by: string, reason: string) => `${amount} on ${when} by ${by}: ${reason}`,
  back: 'All invoices',
  card: (last4: string | null) => (last4 ? `card ending ${last4}` : 'no card'),
} as const;
