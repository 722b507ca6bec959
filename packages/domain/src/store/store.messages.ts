import { MemberLabels } from '../shared/member-labels';
import type { PaymentCatalogue } from '../shared/payment-outcome';

// Every text of the store, cart drawer and checkout (spec 002 §2, §4, §5, §8), verbatim; "ours" where the spec has none.
export const StoreMessages = {
  title: 'Store', // ours
  selectCategory: 'Select Product Category', // spec 002 §2
  selectVenue: 'Select Venue', // spec 002 §2
  reset: 'RESET',
  viewAll: 'VIEW ALL',
  noProducts: 'No products are currently available please check website for release dates.', // spec 002 §2
  noProductsAtAll: 'No products match your selection.', // ours: no category in the URL
  akvEligible: 'Eligible for Active & Creative Kids',
  akvNotEligible: 'Not eligible for Active & Creative Kids',
  attendeeRequired: 'Attendee required',
  noAttendeeRequired: 'No Attendee required',
  addToCart: 'Add To Cart',
  soldOut: 'Sold Out',
  signIn: 'Sign In',
  showDetails: 'Show Details',
  close: 'Close', // ours
  available: (n: number) => `${n} available`, // ours
  addedToCart: (name: string) => `${name} added to your cart`, // ours
  orderLimit: (n: number) => `At most ${n} per order`, // ours
} as const;

export const CartMessages = {
  title: 'Cart', // ours
  empty: 'Your cart is empty.', // ours
  subtotal: (items: number) => `Subtotal (${items} ${items === 1 ? 'item' : 'items'})`, // ours wording of "subtotal (with item count)"
  tax: 'Tax', // ours: "tax"
  discount: 'Discount',
  grandTotal: 'Grand total',
  checkOut: 'Check out', // spec 002 §2
  continueShopping: 'Continue shopping', // spec 002 §2
  increase: (name: string) => `One more ${name}`, // ours (button labels)
  decrease: (name: string) => `One fewer ${name}`,
  remove: (name: string) => `Remove ${name}`,
} as const;

export const CheckoutMessages = {
  title: 'Checkout', // ours
  stepCart: 'Cart', // spec 002 §2
  stepAttendees: 'Attendees',
  stepAssign: 'Assign Attendees',
  stepReview: 'Checkout Review',
  stepVoucher: 'Voucher', // spec 002 §2 "voucher"
  stepPayment: 'Make Online Payment',
  cartNeedsItem: 'Please add at least one item to your cart.', // ours: "The cart needs at least one item to continue."
  addAttendee: 'Add Attendee', // spec 002 §5
  confirmAttendee: 'CONFIRM Attendee', // spec 002 §5
  attendeeAddedButton: 'ATTENDEE ADDED', // spec 002 §4
  removeAttendee: 'Remove attendee', // ours
  // ours: a confirmed attendee folds to one line (decision 184)
  edit: 'Edit',
  editAttendee: (name: string) => `Edit ${name}`,
  removeAttendeeNamed: (name: string) => `Remove ${name}`,
  // ours: the attendees of earlier orders, to add again in one tap (decision 228)
  previousAttendees: 'From your earlier orders',
  previousAttendeesOf: (name: string) => `From earlier orders of ${name}`, // acting for them (docs/decisions/245)
  addPrevious: (name: string) => `Add ${name}`,
  attendeeAdded: 'Attendee added', // spec 002 §4
  attendeeRemoved: 'Attendee removed', // spec 002 §4
  attendeeAlreadyAdded: 'Attendee already added', // spec 002 §8
  mustConfirm: 'Must click "CONFIRM Attendee" button', // spec 002 §5
  assignMismatch: 'Assign attendees do not match products quantity purchased', // spec 002 §5
  tenDigits: 'This field must be 10 digits', // spec 002 §5
  stepSummary: 'Please check the form above for errors.', // spec 002 §5
  // ours; equal bounds say the one number (decision 184)
  attendeesNeeded: (min: number, max: number) =>
    min === max ? `Add ${min} ${min === 1 ? 'attendee' : 'attendees'}.` : `Add between ${min} and ${max} attendees.`,
  noAttendeesNeeded: 'No product in your cart needs an attendee.', // ours
  nothingToAssign: 'Nothing to assign.', // ours (decision 183)
  moreInformation: 'Attendee not found. Please add more information about the attendee.', // ours: the server's status
  attendeeFound: 'Attendee found', // ours
  attendeeNew: 'Attendee details accepted', // ours
  attendeeHeading: (n: number) => `Attendee ${n}`, // ours
  assignFor: (product: string, quantity: number) =>
    `${product}: choose ${quantity} ${quantity === 1 ? 'attendee' : 'attendees'}`, // ours
  agreement: 'I agree to the terms and conditions of the products and programs purchased', // ours (spec 002 §5 "an agreement checkbox")
  agreementMinor:
    'I agree, as the parent or guardian of the participant, to the terms and conditions of the products and programs purchased', // ours (spec 002 §5 under-18 wording)
  soldOut: (name: string) => `${name} has sold out. It was not charged; please remove it from your cart.`, // ours (first to checkout)
  notOnSale: (name: string) => `${name} is no longer available.`, // ours
  overLimit: (name: string, max: number) => `${name}: at most ${max} per order.`, // ours
} as const;

/** spec 002 §8 checkout payment: error_response, error_validation ('Attendee / Assign Data Invalid'), error_payment. */
export const CHECKOUT_PAYMENT: PaymentCatalogue = {
  keys: ['error_response', 'error_validation', 'error_payment'],
  validation: 'Attendee / Assign Data Invalid',
};

/** The attendee form's labels (spec 002 §3 Attendee), in the order it shows them. */
export const AttendeeLabels = {
  firstname: 'First Name',
  lastname: 'Last Name',
  dob: MemberLabels.dob,
  gender: MemberLabels.gender,
  email: MemberLabels.email,
  mobile: MemberLabels.mobile,
  address: MemberLabels.address,
  suburb: MemberLabels.suburb,
  postcode: MemberLabels.postcode,
  state: MemberLabels.state,
  ec_fullname: MemberLabels.ec_fullname,
  ec_mobile: MemberLabels.ec_mobile,
  ec_medical: MemberLabels.ec_medical,
} as const;
