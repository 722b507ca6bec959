import { z } from 'zod';
import { optionalId, optionalIsoDay, optionalWhole, priceField, wholeNumber } from '../competition/season-setup-fields';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { StoreStaffMessages as M } from './store.staff.messages';

// The finance officer's store (docs/decisions/235): categories (spec 002 §3 Category) in a tree without cycles.

const tags = ['staff', 'store'];
const done = z.object({ data: z.object({ message: z.string() }) });

export const StaffCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  products: z.number().int().describe('products in it, on sale or withdrawn'),
  children: z.number().int(),
});
export type StaffCategory = z.infer<typeof StaffCategory>;

export const CategoryBody = z.object({
  name: textField({ message: V.required })
    .min(1, { error: V.required })
    .max(60, { error: V.maximum(60) }),
  parent_id: optionalId.describe('empty or null: a top category'),
});
export type CategoryBody = z.infer<typeof CategoryBody>;
export type CategoryInput = z.input<typeof CategoryBody>;

const categoryParams = z.object({ categoryId: idField });

export const staffCategories = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/store/categories',
  permission: 'store.read',
  tags,
  summary: 'Every store category with its parent and how many products and subcategories it holds.',
  reply: z.object({ data: z.array(StaffCategory) }),
});

export const addCategory = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/categories',
  permission: 'store.write',
  tags,
  summary: 'Add a category (audited).',
  body: CategoryBody,
  reply: done,
});

export const saveCategory = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/categories/:categoryId',
  permission: 'store.write',
  tags,
  summary:
    'Rename a category or move it under another parent (audited); a move under itself or its own subcategory is refused (422).',
  params: categoryParams,
  body: CategoryBody,
  reply: done,
});

export const removeCategory = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/categories/:categoryId/remove',
  permission: 'store.write',
  tags,
  summary: 'Delete an empty category (audited); one holding products or subcategories is refused (409).',
  params: categoryParams,
  reply: done,
});

// Products (spec 002 §3 Product): the price typed in dollars and kept in cents; dates and times are the
// association's wall clock (Australia/Sydney), as the member store shows them.

const hhmm = z.union(
  [
    z.literal('').transform(() => null),
    z.null(),
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeFormat }),
  ],
  { error: M.timeFormat },
);
const flag = z.boolean({ error: V.boolean });

export const ProductBody = z
  .object({
    title: textField({ message: V.required })
      .min(1, { error: V.required })
      .max(120, { error: V.maximum(120) }),
    name: textField({ message: V.required })
      .min(1, { error: V.required })
      .max(60, { error: V.maximum(60) })
      .describe('product_name: a short name'),
    category_id: z
      .union([z.literal('').transform(() => 0), idField], { error: V.choice })
      .pipe(z.int().min(1, { error: V.choice })),
    venue_id: optionalId,
    description: textField({ multiline: true })
      .max(4000, { error: V.maximum(4000) })
      .optional()
      .default(''),
    price: priceField.describe('dollars as typed: 45 or 45.50'),
    quantity: wholeNumber(0, 100_000),
    order_qty_max: optionalWhole(1, 100).describe('empty: no limit'),
    date_start: optionalIsoDay,
    date_end: optionalIsoDay,
    time_start: hhmm,
    time_end: hhmm,
    voucher_eligible: flag,
    no_attendee: flag,
    akv: flag,
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.date_start && p.date_end && p.date_end < p.date_start) issue('date_end', M.endBeforeStart);
    if (p.time_start && !p.date_start) issue('time_start', M.timeNeedsDate);
    if (p.time_end && !(p.date_end ?? p.date_start)) issue('time_end', M.timeNeedsDate);
    const sameDay = p.date_start && (!p.date_end || p.date_end === p.date_start);
    if (sameDay && p.time_start && p.time_end && p.time_end <= p.time_start) issue('time_end', M.endBeforeStart);
  });
export type ProductBody = z.infer<typeof ProductBody>;
export type ProductInput = z.input<typeof ProductBody>;

export const StaffProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  venue_id: z.number().int().nullable(),
  venue: z.string().nullable(),
  description: z.string(),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  booked: z.number().int(),
  order_qty_max: z.number().int().nullable(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  voucher_eligible: z.boolean(),
  no_attendee: z.boolean(),
  akv: z.boolean(),
  active: z.boolean().describe('false: withdrawn from sale'),
  cover: z.string().nullable().describe('address of the cover image'),
  ordered: z.boolean().describe('some order names it: withdraw, never delete'),
});
export type StaffProduct = z.infer<typeof StaffProduct>;

export const PRODUCT_STATES = ['', 'active', 'withdrawn'] as const;

export const ProductListQuery = listQuery(['title', 'date_start', 'price', 'category']).extend({
  category_id: z
    .union([z.literal(''), idField], { error: V.choice })
    .optional()
    .default(''),
  venue_id: z
    .union([z.literal(''), idField], { error: V.choice })
    .optional()
    .default(''),
  state: z.enum(PRODUCT_STATES, { error: V.choice }).optional().default(''),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

const productParams = z.object({ productId: idField });

export const staffProducts = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/store/products',
  permission: 'store.read',
  tags,
  summary: 'Store products, on sale and withdrawn, paged, sorted and filtered on the server.',
  query: ProductListQuery,
  reply: listReply(StaffProduct),
});

export const staffProduct = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/store/products/:productId',
  permission: 'store.read',
  tags,
  summary: 'One product as the form edits it.',
  params: productParams,
  reply: z.object({ data: StaffProduct }),
});

export const addProduct = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products',
  permission: 'store.write',
  tags,
  summary: 'Add a product (audited); the member store shows it at once.',
  body: ProductBody,
  reply: z.object({ data: z.object({ message: z.string(), id: z.number().int() }) }),
});

export const saveProduct = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products/:productId',
  permission: 'store.write',
  tags,
  summary: 'Save a product (audited); a quantity below what is booked is refused (422).',
  params: productParams,
  body: ProductBody,
  reply: done,
});

export const ProductStateBody = z.object({ active: flag });

export const setProductState = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products/:productId/state',
  permission: 'store.write',
  tags,
  summary: 'Withdraw a product from sale, or put it back on sale (audited).',
  params: productParams,
  body: ProductStateBody,
  reply: done,
});

export const removeProduct = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products/:productId/remove',
  permission: 'store.write',
  tags,
  summary: 'Delete a product no order names (audited); one with orders is refused (409): withdraw it instead.',
  params: productParams,
  reply: done,
});

/** A cover image (multipart, file field `cover`): checked and re-encoded as a profile photo is (spec 000 §5: .jpg/.jpeg/.png under 500 KB). */
export const CoverBody = z.object({
  cover: z.unknown().optional().describe('Image file: .jpg, .jpeg or .png under 500 KB'),
});

export const uploadCover = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products/:productId/cover',
  permission: 'store.write',
  tags,
  multipart: true,
  summary:
    "Replace a product's cover image (multipart/form-data, file field cover; audited); re-encoded as a JPEG for the store cards.",
  params: productParams,
  body: CoverBody,
  reply: z.object({ data: z.object({ message: z.string(), cover: z.string().nullable() }) }),
});

export const removeCover = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/store/products/:productId/cover/remove',
  permission: 'store.write',
  tags,
  summary: "Remove a product's cover image (audited).",
  params: productParams,
  reply: done,
});

/** An attendee of a paid order of the product (spec 002 §3 Attendee), with who ordered and when. */
export const ProductAttendee = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().describe('yyyy-mm-dd'),
  gender: z.string(),
  ordered_by: z.string(),
  ordered_by_id: z.number().int(),
  order_id: z.number().int(),
  ordered_at: z.string().describe('ISO instant the order was paid'),
});
export type ProductAttendee = z.infer<typeof ProductAttendee>;

export const productAttendees = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/store/products/:productId/attendees',
  permission: 'store.read',
  tags,
  summary: "The attendees of the product's paid orders, by order date.",
  params: productParams,
  reply: z.object({ data: z.array(ProductAttendee) }),
});

export const productAttendeesExport = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/store/products/:productId/attendees/export',
  permission: 'store.read',
  tags,
  summary: "The attendees of the product's paid orders as CSV (text/csv).",
  params: productParams,
  reply: z.string(),
  file: { type: 'text/csv', description: 'The attendee list (attachment attendees-<product>.csv)' },
});
