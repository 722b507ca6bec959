import type { PaymentCatalogue } from '../shared/payment-outcome';

// Every user-visible text of the payments area: spec 002 §2, §5, §8 verbatim (with the spec's own wording), and
// ours where the spec says "not shown" (marked "ours").

export const MembershipMessages = {
  tooEarly: 'You do not have to renew your sport membership before a date 31 days before expiry.', // spec 002 §2
  title: 'Membership', // ours
  stepReview: 'Membership Review', // spec 002 §2
  stepVoucher: 'Voucher', // spec 002 §2 "2 voucher"
  stepPayment: 'Make Online Payment', // spec 002 §2
  renewalDate: 'Renewal date', // ours
  expiryDate: 'Expiry date', // ours
  newExpiry: 'Paid until', // ours
  unknownSport: 'There is no membership for this sport.', // ours (membership load failure, spec 002 §8)
  notRenewable: 'You do not have to renew your sport membership before a date 31 days before expiry.',
  priceChanged: 'The membership price has changed. Please reload the page and check the new total.', // ours
  alreadyPending: 'A payment for this membership is already being processed. Please check your receipts.', // ours
  addToCart: 'Add to cart', // ours (docs/decisions/250)
  addedToCart: 'The renewal is in your cart.', // ours
  inCart: 'In cart', // ours
  renewalTwice: 'This membership renewal is in the cart twice.', // ours (docs/decisions/250)
} as const;

export const InvoiceMessages = {
  title: 'Invoices', // spec 002 §2
  empty: 'Sorry, No Invoices Yet', // spec 002 §2
  noResults: 'Sorry, No Results found', // spec 002 §2
  noData: 'No Invoice Data', // spec 002 §8
  addPayment: 'ADD PAYMENT', // spec 002 §2
  amountTooHigh: 'Amount to pay cannot be greater than the amount owing', // spec 002 §5
  amountTooLow: 'Amount to pay must be at least $1.00', // ours (spec 002 §5: Continue disabled below 1)
  alreadyPaid: 'This invoice has already been paid.', // ours (error_paid)
  notYours: 'You cannot pay this invoice.', // ours (error_auth)
  wrongInvoice: 'The invoice does not match the page. Please reload it.', // ours
  stepAmount: 'Amount to Pay', // ours (spec 002 §2: "how much to pay")
  stepVoucher: 'Voucher', // spec 002 §2
  stepPayment: 'Make Online Payment', // spec 002 §2
  amountLabel: 'Amount to pay', // ours
  search: 'Search invoices', // ours
  // ours, beside spec 002 §9's 500 ms overlay: the invoice a part payment lands on says what happened (decision 180)
  partPaid: (paid: string, left: string) => `You paid ${paid}; ${left} is left to pay on this invoice.`,
} as const;

export const ReceiptMessages = {
  title: 'Receipts', // spec 002 §2
  empty: 'Sorry, No Receipts Yet', // spec 002 §2
  noResults: 'Sorry, No Results found', // spec 002 §2
  noData: 'No Receipt Data', // spec 002 §8
  resend: 'Re-send Receipt', // spec 002 §2
  resent: 'Receipt sent successfully', // spec 002 §8
  taxInvoice: 'Tax Invoice', // ours: a receipt is an Australian tax invoice
  print: 'Print', // ours
  search: 'Search receipts', // ours
  mailSubject: (title: string) => `${title}: your tax invoice`, // ours
  lineFor: (name: string) => `for ${name}`, // ours (docs/decisions/250: the person a line is for)
  membershipExpires: (dmy: string) => `Membership now expires ${dmy}`, // ours (issue 40: a renewal's receipt gives the new expiry)
  sentTo: (email: string) => `The receipt was sent to ${email}.`, // ours (decision 180: re-send says where)
  // ours: re-sends are limited per order (docs/decisions/149)
  tooManyResends: (limit: number) =>
    `This receipt has already been sent ${limit} times in the last hour. Please try again later.`,
} as const;

export const VoucherResultMessages = {
  applied: 'Voucher applied successfully.', // spec 002 §8
  // spec 002 §8: says the voucher is invalid or already used, that the member must be logged in as the recipient,
  // and mentions Active & Creative Kids when akv (the exact sentence is not shown: ours).
  invalid:
    'Invalid voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.',
  invalidAkv:
    'Invalid Active & Creative Kids voucher or voucher already used. Please make sure you are logged in as the recipient of the voucher.',
  akvMultiple: 'An Active & Creative Kids voucher cannot be redeemed when buying multiple products.', // ours (spec 002 §4 notice)
  akvNotEligible: 'This purchase is not eligible for the Active & Creative Kids voucher.', // ours
  notEligible: 'This purchase cannot be paid with a voucher.', // ours
  noRefundTitle: 'Voucher worth more than the total', // ours
  noRefund: (remainder: string) =>
    `The voucher is worth more than the total. The remaining ${remainder} will not be refunded. Do you want to use it?`, // ours (spec 002 §4)
  akvLabel: 'Active & Creative Kids voucher', // ours
  labels: { voucher_number: 'Voucher Number', voucher_pin: 'Voucher Pin' }, // spec 002 §5
  tooMany: 'Too many voucher attempts. Please try again in 15 minutes or contact the association.', // ours
} as const;

export const CouponResultMessages = {
  applied: 'Coupon applied successfully.', // ours
  invalid: 'Invalid coupon code or coupon expired.', // ours (spec 002 §8: coupon wording not shown)
  removed: 'Coupon removed.', // ours
  // ours: a coupon's limits (docs/decisions/146)
  notYet: (date: string) => `This coupon can be used from ${date}.`,
  usedUp: 'This coupon has been used as many times as it allows.',
  memberLimit: 'You have already used this coupon as many times as it allows.',
  onInvoice: 'This coupon has already been used on this invoice.',
} as const;

export const PaymentMessages = {
  inProgress: 'This payment is already being processed. Please wait a moment, then check your receipts.', // ours
  keyReused: 'This payment request was already used for a different payment. Please start the payment again.', // ours
  keyMissing: 'Idempotency-Key header is required', // ours
  outcomeUnknown:
    'We could not confirm your payment with the bank yet. Please check your receipts in a few minutes before trying again.', // ours
  gatewayDown: 'The payment service is not available right now. You have not been charged. Please try again later.', // ours
  cardRequired: 'Credit Card fields invalid.', // spec 002 §8
  donationOff: 'Donations are not offered at the moment.', // ours
  refunded: 'Your payment could not be completed.', // ours
  refundedNote: 'The amount charged has been refunded to your card.', // ours
  nothingToPay: 'There is nothing to pay.', // ours
  pay: 'Pay', // spec 002 §4
  complete: 'Complete', // spec 002 §4, §9
  continue: 'Continue', // ours (steps)
  back: 'Back', // ours
  processing: 'Processing payment…', // ours
  noPaymentRequired: 'No Payment required. Click button below to complete process.', // spec 002 §2 (booking dialog)
  donationLabel: 'Add a $1.00 donation to support the association', // ours
} as const;

/** spec 002 §8 membership payment: error_response and error_payment show the server text. */
export const MEMBERSHIP_PAYMENT: PaymentCatalogue = {
  keys: ['error_response', 'error_validation', 'error_payment'],
  validation: 'Membership Data Invalid',
};

/** spec 002 §8 invoice payment: also error_auth and error_paid, whose texts are shown. */
export const INVOICE_PAYMENT: PaymentCatalogue = {
  keys: ['error_auth', 'error_paid', 'error_response', 'error_validation', 'error_payment'],
  validation: 'Invoice Data Invalid',
};

/** The officials' bank file (docs/decisions/179-aba-file.md): field errors of its inputs (ours). */
export const AbaMessages = {
  required: 'This field is required', // ours
  characters: "Use only letters, digits, spaces and & ' ( ) * + , - . /", // ours (the BECS character set, decision 179)
  bsb: 'Enter a BSB of 6 digits, e.g. 062-000', // ours
  account: 'Enter an account number of 1 to 9 digits', // ours (9 is the file's field width)
  amount: 'Enter an amount above $0.00 and at most $99,999,999.99', // ours
  withholding: 'Withholding must be between $0.00 and $999,999.99', // ours
  transactionCode: 'Use a credit transaction code from 50 to 57', // ours
  bankCode: "Enter the bank's 3-letter code, e.g. CBA", // ours
  userId: 'Enter the direct entry user id of up to 6 digits the bank gave', // ours
  date: 'Enter a real processing date', // ours
  noPayments: 'There is no payment to put in the file', // ours
  total: 'The file total is above $99,999,999.99: split the pay run', // ours
} as const;
