import { formatCents } from '../shared/money';

// Every text of the back-office's vouchers and Active & Creative Kids redemptions (ours: the spec covers the member
// side only; docs/decisions/240, 241).

export const VoucherStaffMessages = {
  issued: (number: string) => `Voucher ${number} was issued.`,
  voided: (number: string) => `Voucher ${number} was voided.`,
  notFound: 'There is no voucher with that number.',
  numberTaken: 'Another voucher already has this number.',
  noMember: 'There is no member with that username.',
  notUnredeemed: 'Only a voucher that has not been redeemed (nor is held by a payment under way) can be voided.',
  alreadyVoided: 'This voucher is already void.',
  untilPassed: 'The last day cannot be before today.',
} as const;

export const VoucherStaffTexts = {
  nav: 'Vouchers', title: 'Vouchers', issue: 'Issue voucher', issueTitle: 'Issue a voucher', searchLabel: 'Number or member',
  kind: 'Kind', kinds: { '': 'Every kind', association: 'Our voucher', akv: 'Active & Creative Kids' },
  state: 'Show', states: { '': 'Every voucher', unredeemed: 'Unredeemed', held: 'Held by a payment', redeemed: 'Redeemed', voided: 'Void', expired: 'Expired' },
  columns: { number: 'Number', pin: 'Pin', kind: 'Kind', value: 'Value', recipient: 'For', until: 'Last day', state: 'Status', order: 'Order', actions: 'Void' },
  number: 'Voucher Number', pin: 'Voucher Pin (4 digits)', value: 'Value ($)', recipient: 'Only for this member (username, optional)',
  validUntil: 'Last day (optional)', anyone: 'any member', noEnd: 'no end',
  voidRow: (number: string) => `Void ${number}`, voidTitle: (number: string) => `Void voucher ${number}`,
  voidText: (value: number) => `The voucher (${formatCents(value)}) can no longer be redeemed. This cannot be undone.`,
  reason: 'Reason', makeVoid: 'Void voucher',
  akvTitle: 'Active & Creative Kids redemptions', akvNav: 'ACK redemptions',
  akvIntro: 'Active & Creative Kids vouchers redeemed in the period, for the claim to Service NSW.',
  from: 'From', to: 'To', show: 'Show', none: 'No Active & Creative Kids voucher was redeemed in this period.',
  akvColumns: { number: 'Voucher number', child: 'Child', member: 'Paid by', order: 'Order', date: 'Date', amount: 'Amount' },
  total: (n: number, cents: number) => `${n} ${n === 1 ? 'voucher' : 'vouchers'}, ${formatCents(cents)} in all`,
} as const;
