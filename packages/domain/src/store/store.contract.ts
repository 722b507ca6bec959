import { z } from 'zod';
import { PayReply, PaymentCardData } from '../payments/payments.contract';
import { MembershipMessages } from '../payments/payments.messages';
import { AU_STATE_CODES } from '../profile/lookups.contract';
import { CouponCart, DonationCart } from '../shared/cart';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import {
  choiceField,
  dobField,
  emailField,
  GENDERS,
  idField,
  SPORTS,
  MEMBER_MAX_LENGTH as MAX,
  personNameField,
  plainTextField,
  postcodeField,
  textField,
} from '../shared/fields';
import { IdempotencyHeaders } from '../shared/idempotency';
import { ValidationMessages as M } from '../shared/messages';
import { CheckoutMessages } from './store.messages';

// spec 002 §7 store calls and §3 Product, Category, Cart line, Attendee, Assignment. Prices are integer cents, as
// every amount of the API (docs/decisions/051). Response shapes the spec does not show are documented here.

const tags = ['store'];
const cents = z.number().int().describe('integer cents');

export const StoreVenue = z.object({ venue_id: z.number().int(), venue_name: z.string() });
export type StoreVenue = z.infer<typeof StoreVenue>;

/** spec 002 §3 Category: a parent category (parent_id null) or one of its children. */
export const Category = z.object({
  category_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  category_name: z.string(),
});
export type Category = z.infer<typeof Category>;

/** spec 002 §3 Product. Dates are yyyy-mm-dd and times HH:mm in the association's time zone (the page shows them en-AU). */
export const Product = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_title: z.string(),
  product_price: cents,
  product_totalPrice: cents.describe('the price of one, tax included'),
  product_quantity: z.number().int(),
  product_booked: z.number().int(),
  product_category_id: z.number().int(),
  product_venue_id: z.number().int().nullable(),
  product_description: z.string(),
  product_cover: z.string().nullable().describe('address of the cover image'),
  product_date_start: z.string().nullable(),
  product_date_end: z.string().nullable(),
  product_time_start: z.string().nullable(),
  product_time_end: z.string().nullable(),
  product_voucher_eligible: z.boolean(),
  product_no_attendee: z.boolean().describe('true: no attendee is needed'),
  product_akv: z.boolean().describe('Active & Creative Kids voucher eligible'),
  product_order_qty_max: z.number().int().nullable().describe('null: no limit'),
  product_court: z.boolean().describe('a court hire product (always false in the store)'),
  product_court_names: z.string(),
  category: z.object({ category_name: z.string() }),
  venue: z.object({ venue_name: z.string() }).nullable(),
});
export type Product = z.infer<typeof Product>;

export const ProductsQuery = z.object({
  category: idField.optional().describe("a category id: its products and its children's"),
  venue: idField.optional(),
});

/** spec 002 §3 Cart line (also stored in the browser). Only product_id and product_quantity are read by the server. */
export const CartLine = z.object({
  product_id: idField,
  product_quantity: z
    .number({ error: M.numberBetween(1, 100) })
    .int({ error: M.numberBetween(1, 100) })
    .min(1, { error: M.numberBetween(1, 100) })
    .max(100, { error: M.numberBetween(1, 100) }),
  product_title: textField().max(200).optional(),
  product_price: cents.optional(),
  product_akv: z.boolean().optional(),
  product_voucher_eligible: z.boolean().optional().describe("ours: the association's vouchers may pay for it"),
  product_totalPrice: cents.optional(),
  product_court: z.boolean().optional(),
  product_no_attendee: z.boolean().optional(),
  product_order_qty_max: z.number().int().nullable().optional(),
});
export type CartLine = z.infer<typeof CartLine>;

/** spec 002 §5: mobile numbers of an attendee are 10 digits ('This field must be 10 digits'). */
const tenDigits = textField({ message: M.required })
  .min(1, { error: M.required })
  .regex(/^\d{10}$/, { error: CheckoutMessages.tenDigits });

/** The extra information asked when the attendee is not known (spec 002 §3, §5). */
export const AttendeeExtra = z.object({
  email: emailField,
  mobile: tenDigits,
  address: plainTextField(MAX.address),
  suburb: plainTextField(MAX.suburb),
  postcode: postcodeField,
  state: choiceField(AU_STATE_CODES),
  ec_fullname: personNameField(MAX.ec_fullname),
  ec_mobile: tenDigits,
  ec_medical: plainTextField(MAX.ec_medical, { required: false, multiline: true }),
});
export type AttendeeExtra = z.infer<typeof AttendeeExtra>;

/** spec 002 §3 Attendee: who takes part; with `more`, the extra information too. */
export const AttendeeBase = z.object({
  firstname: personNameField(MAX.firstname),
  lastname: personNameField(MAX.lastname),
  dob: dobField(),
  gender: choiceField(GENDERS),
});

export const Attendee = z.discriminatedUnion(
  'more',
  [
    AttendeeBase.extend({ more: z.literal(false).optional().default(false) }),
    AttendeeBase.extend({ more: z.literal(true) }).extend(AttendeeExtra.shape),
  ],
  { error: M.choice },
);
export type Attendee = z.infer<typeof Attendee>;
export type AttendeeInput = z.input<typeof Attendee>;

/**
 * Ours (decision 228): an attendee of one of the member's earlier store orders, to pick again at checkout; the date of
 * birth as the form types it (DD/MM/YYYY), with the extra information when it was given (`more`).
 */
export const PreviousAttendee = z.object({
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string(),
  gender: z.string(),
  more: z.boolean(),
  ...(Object.fromEntries(Object.keys(AttendeeExtra.shape).map((k) => [k, z.string().optional()])) as Record<
    keyof AttendeeExtra,
    z.ZodOptional<z.ZodString>
  >),
});
export type PreviousAttendee = z.infer<typeof PreviousAttendee>;

export const CheckAttendeeBody = z.object({ attendee: Attendee });
/** 200: known (a member with that name, date of birth and gender) or given in full. 422 `more_info`: ask for more. */
export const CheckAttendeeReply = dataReply(z.object({ status: z.enum(['found', 'accepted']), message: z.string() }));

/** spec 002 §3 Assignment: which attendee goes to which product (attendeeIndex into attendees). */
export const Assignment = z.object({
  productId: idField,
  attendeeIndex: z
    .number({ error: M.choice })
    .int({ error: M.choice })
    .min(0, { error: M.choice })
    .max(49, { error: M.choice }),
  attendee: z.unknown().optional().describe('the attendee as shown; the server reads attendees[attendeeIndex]'),
});
export type Assignment = z.infer<typeof Assignment>;

/**
 * Ours (docs/decisions/250): a sport's membership renewal in the store's cart, for the payer or a person they look
 * after (member_id). The server prices it and checks the person; p_price is the price the cart showed.
 */
export const RenewalLine = z.object({
  member_id: idField,
  sport: z.enum(SPORTS, { error: MembershipMessages.unknownSport }),
  p_price: cents,
  p_name: textField().max(200).optional().describe('shown in the cart; the server names the line itself'),
  person_name: textField().max(200).optional().describe('shown in the cart; the server names the person itself'),
});
export type RenewalLine = z.infer<typeof RenewalLine>;

const payCommon = {
  couponCart: CouponCart.nullish(),
  donationCart: DonationCart.default([]),
  cardData: PaymentCardData,
  shoppingCart: z.array(CartLine).max(50).default([]),
  memberships: z
    .array(RenewalLine)
    .max(10)
    .default([])
    .describe('ours (decision 250): membership renewals paid with the cart'),
};

export const PayShoppingCartBody = z
  .object({
    ...payCommon,
    attendees: z.array(Attendee).max(50).default([]),
    assign: z.array(Assignment).max(500).default([]),
  })
  .superRefine((body, ctx) => {
    // a cart holds at least one product or renewal
    if (!body.shoppingCart.length && !body.memberships.length)
      ctx.addIssue({ code: 'custom', path: ['shoppingCart'], message: CheckoutMessages.cartNeedsItem });
  });
export type PayShoppingCartBody = z.infer<typeof PayShoppingCartBody>;
export type PayShoppingCartInput = z.input<typeof PayShoppingCartBody>;

/**
 * payshopping (spec "not shown"): a cart of products that need no attendee (docs/decisions/060-store.md), with the
 * same fields as payshoppingcart, validated the same way: attendees or assignments sent with it are refused, never
 * dropped (docs/decisions/148).
 */
export const PayShoppingBody = PayShoppingCartBody;

export const storeVenues = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/venues',
  auth: 'public',
  tags,
  summary: 'Every venue.',
  reply: dataReply(z.array(StoreVenue)),
});
export const productVenues = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/productvenues',
  auth: 'public',
  tags,
  summary: 'Venues with products on sale (the Select Venue list).',
  reply: dataReply(z.array(StoreVenue)),
});
export const categories = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/categories',
  auth: 'public',
  tags,
  summary: 'Product categories, parents and children.',
  reply: dataReply(z.array(Category)),
});
export const products = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/products',
  auth: 'public',
  tags,
  query: ProductsQuery,
  summary: 'Products on sale, optionally of a category (with its children) and a venue.',
  reply: dataReply(z.array(Product)),
});
export const productDonation = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/productDonation',
  auth: 'public',
  tags,
  summary:
    'The donation product (spec 002 §9: $1). 404 donation_off while the donation block is switched off (DONATION_ENABLED=false).',
  reply: dataReply(z.object({ product_name: z.string(), product_price: cents })),
});
export const previousAttendees = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/previousattendees',
  auth: 'member',
  tags,
  reply: dataReply(z.array(PreviousAttendee)),
  summary:
    "Ours (decision 228): the attendees of the member's paid store orders, newest first, each person once (at most 20).",
});
export const checkAttendee = defineEndpoint({
  method: 'POST',
  path: '/api/ecommerce/store/checkattendee',
  auth: 'member',
  readOnly: true,
  tags,
  body: CheckAttendeeBody,
  summary: 'Check an attendee: 200 when known or given in full; 422 more_info when more information is needed.',
  reply: CheckAttendeeReply,
});
export const payShoppingCart = defineEndpoint({
  method: 'POST',
  path: '/api/ecommerce/store/payshoppingcart',
  auth: 'member',
  tags,
  headers: IdempotencyHeaders,
  body: PayShoppingCartBody,
  reply: PayReply,
  summary:
    'Pay the cart with attendees: stock is taken first to checkout; a sold-out product answers 409 error_response and nothing is charged.',
});
export const payShopping = defineEndpoint({
  method: 'POST',
  path: '/api/ecommerce/store/payshopping',
  auth: 'member',
  tags,
  headers: IdempotencyHeaders,
  body: PayShoppingBody,
  reply: PayReply,
  summary:
    'Pay a cart whose products need no attendee (the same body and rules as payshoppingcart: attendees and assign, ' +
    'if sent, must be empty, else 422 error_validation).',
});

/** Ours: a product's cover image (image/jpeg), cached for a year: product_cover carries its version. */
export const productCover = defineEndpoint({
  method: 'GET',
  path: '/api/ecommerce/store/covers/:file',
  auth: 'public',
  tags,
  summary:
    'A product cover image (image/jpeg), cached for a year; the address in product_cover changes with the image.',
  params: z.object({ file: textField({ trim: false }).regex(/^[a-z0-9-]+\.jpg$/) }),
  query: z.object({ v: textField().max(20).optional() }),
  reply: z.unknown().describe('image/jpeg bytes'),
  file: { type: 'image/jpeg', description: 'The cover image' },
});
