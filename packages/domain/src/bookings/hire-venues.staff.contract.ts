import { z } from 'zod';
import { idField, plainTextField, postcodeField } from '../shared/fields';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { HireAdminMessages as M } from './hire-admin.messages';

// The venue manager's venues and courts for hire (docs/decisions/232): a venue's name and address as the member court
// hire pages show them, and its courts with their units. Nothing a booking names is deleted: it is switched off.

/** How a full court is split into units, and so which parts of it are offered beside it (spec 002 §3 Court). */
export const COURT_LAYOUTS = ['full', 'halves', 'thirds'] as const;
export type CourtLayout = (typeof COURT_LAYOUTS)[number];

const STATES = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'] as const;

export const VenueBody = z.object({
  name: plainTextField(80),
  address: plainTextField(120),
  suburb: plainTextField(60),
  state: z.enum(STATES, { error: M.state }),
  postcode: postcodeField,
  hire_active: z.boolean().describe('shown on the member court hire pages'),
});
export type VenueBody = z.infer<typeof VenueBody>;

export const NewCourtBody = z.object({
  name: plainTextField(60),
  layout: z
    .enum(COURT_LAYOUTS, { error: M.layout })
    .describe('full: one unit; halves: two, each bookable; thirds: three, each and two-thirds bookable'),
});
export type NewCourtBody = z.infer<typeof NewCourtBody>;

export const CourtBody = z.object({
  name: plainTextField(60),
  active: z.boolean().describe('offered for hire (a full court switched off takes its parts with it)'),
});
export type CourtBody = z.infer<typeof CourtBody>;

export const StaffVenue = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  hire_active: z.boolean(),
  courts: z.number().int().describe('its courts for hire, active or not'),
});
export type StaffVenue = z.infer<typeof StaffVenue>;

const saved = z.object({ data: z.object({ id: z.number().int(), message: z.string() }) });

export const staffVenues = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/venues',
  permission: 'venues.read',
  summary: 'Every venue with its address, whether members may hire its courts, and how many courts it has for hire.',
  reply: z.object({ data: z.array(StaffVenue) }),
});

export const createVenue = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/venues',
  permission: 'venues.write',
  summary: 'Add a venue (audited).',
  body: VenueBody,
  reply: saved,
});

export const saveVenue = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/venues/:venueId',
  permission: 'venues.write',
  summary:
    "Change a venue's name, address or whether members may hire its courts (audited); member pages read it at once.",
  params: z.object({ venueId: idField }),
  body: VenueBody,
  reply: saved,
});

export const createHireCourt = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/venues/:venueId/hire-courts',
  permission: 'venues.write',
  summary: 'Add a full court for hire with its units and the parts they make (audited); it opens once it has hours.',
  params: z.object({ venueId: idField }),
  body: NewCourtBody,
  reply: saved,
});

export const saveHireCourt = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/hire-courts/:courtId',
  permission: 'venues.write',
  summary: 'Rename a court for hire or switch it off or on (audited).',
  params: z.object({ courtId: idField }),
  body: CourtBody,
  reply: saved,
});
