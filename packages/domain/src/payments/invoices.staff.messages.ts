import { formatCents } from '../shared/money';

// Every text of the back-office's invoices, refunds and credit notes (ours: the spec covers the member side only;
// docs/decisions/200, 201).

export const InvoiceStaffMessages = {
  created: (id: number) => `Invoice #${id} was created.`,
  sent: (id: number, to: number) => `Invoice #${id} was sent to ${to} ${to === 1 ? 'address' : 'addresses'}.`,
  noRecipient: 'Nobody can receive this invoice: the member or the team\'s managers have no email address.',
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
  mailIntro: (description: string, amount: number, due: string) => `An invoice for ${description} of ${formatCents(amount)} is due on ${due}.`,
  mailAction: 'View and pay the invoice',
} as const;

export const RefundMessages = {
  refunded: (amount: number, id: number) => `${formatCents(amount)} of receipt #${id} was refunded.`,
  noPayment: 'There is no payment with that number.',
  aboveRefundable: (left: number) => `Only ${formatCents(left)} of this payment can still be refunded.`,
  nothingCharged: 'Nothing was charged to a card for this payment, so there is nothing to refund through the gateway.',
  refused: (words: string) => `The gateway refused the refund: ${words}`,
  unknown: 'The gateway did not answer. The refund is recorded as pending and will be checked again within a minute; do not refund it again.',
  inProgress: 'This refund is already being processed.',
  keyReused: 'This refund key was already used for another refund.',
} as const;
