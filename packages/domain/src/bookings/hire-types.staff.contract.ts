import { z } from 'zod';
import { idField, plainTextField, textField } from '../shared/fields';
import { parseDollars } from '../shared/money';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { HireAdminMessages as M } from './hire-admin.messages';

// The venue manager's booking sports, types and options (docs/decisions/233): added, renamed, switched off (never
// deleted: bookings name them). Rates stay integer cents on the API; the page types them in dollars (RateDollars).

export const CATALOGUE_KINDS = ['sport', 'type', 'option'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CatalogueBody = z.object({ name: plainTextField(60), active: z.boolean().describe('offered to members') });
export type CatalogueBody = z.infer<typeof CatalogueBody>;

export const NewCatalogueBody = CatalogueBody.extend({
  kind: z.enum(CATALOGUE_KINDS),
  sport_id: z.union([idField, z.null()]).describe('the sport of a type or an option; null for a sport'),
}).refine((b) => b.kind === 'sport' || b.sport_id !== null, { path: ['sport_id'], error: M.sportRequired });
export type NewCatalogueBody = z.infer<typeof NewCatalogueBody>;

/** A rate typed in dollars and cents ("55", "$1,012.50"), as integer cents (the one money parse, shared/money.ts). */
export const RateDollars = textField({ message: M.rateDollars })
  .regex(/^\$?\s*[\d,]{1,10}(\.\d{1,2})?\s*$/, { error: M.rateDollars })
  .transform((t) => parseDollars(t))
  .pipe(z.number().int().min(0).max(10_000_000, { error: M.rateDollars }));

const saved = z.object({ data: z.object({ id: z.number().int(), message: z.string() }) });

export const createCatalogueItem = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/venues/:venueId/hire-catalogue',
  permission: 'venues.write',
  summary: "Add a booking sport, or a type or an option of one of the venue's sports (audited).",
  params: z.object({ venueId: idField }),
  body: NewCatalogueBody,
  reply: saved,
});

export const saveCatalogueItem = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/hire-catalogue/:kind/:itemId',
  permission: 'venues.write',
  summary:
    'Rename a booking sport, type or option, or switch it off or on (audited); the booking dialog reads it at once.',
  params: z.object({ kind: z.enum(CATALOGUE_KINDS), itemId: idField }),
  body: CatalogueBody,
  reply: saved,
});
