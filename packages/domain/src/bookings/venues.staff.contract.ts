import { z } from 'zod';
import { idField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { RateDollars } from './hire-types.staff.contract';
import { BookingFieldMessages as F } from './bookings.messages';
import { VenueSettingsMessages as M } from './bookings.staff.messages';

// The venue manager's court hire settings (docs/decisions/217): each court's weekly hours for hire and each booking
// type's rates, read by the member booking flow's availability and rules checks at once. Amounts are integer cents.

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: F.dateTime });
const cents = z
  .number({ error: V.numeric })
  .int({ error: V.numeric })
  .min(0, { error: V.numberBetween(0, 10_000_000) })
  .max(10_000_000, { error: V.numberBetween(0, 10_000_000) });
const minutes = z
  .number({ error: V.numeric })
  .int({ error: V.numeric })
  .min(15, { error: V.numberBetween(15, 1440) })
  .max(1440, { error: V.numberBetween(15, 1440) });

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const DayHoursEntry = z
  .object({
    weekday: z.number().int().min(1).max(7).describe('Monday 1 to Sunday 7'),
    open: z.boolean(),
    opens: hhmm,
    closes: hhmm,
  })
  .refine((d) => !d.open || d.closes > d.opens, { path: ['closes'], error: F.endAfterStart });

export const CourtHoursBody = z.object({
  hours: z
    .array(DayHoursEntry)
    .length(7)
    .refine((h) => WEEKDAYS.every((d) => h.some((e) => e.weekday === d)), { error: M.everyDay }),
  every_court: z
    .boolean()
    .optional()
    .default(false)
    .describe('the same hours for every full court of the venue too (issue 40 item 11)'),
});
export type CourtHoursBody = z.infer<typeof CourtHoursBody>;

export const RateBand = z
  .object({
    option_id: z.union([idField, z.null()]).describe('null: booked without an option'),
    min_minutes: minutes,
    max_minutes: minutes,
    hourly_cents: cents,
  })
  .refine((r) => r.max_minutes >= r.min_minutes, { path: ['max_minutes'], error: M.maxBelowMin });

export const TypeRatesBody = z.object({ rates: z.array(RateBand).max(30) }).superRefine((b, ctx) => {
  b.rates.forEach((r, i) => {
    const clash = b.rates.findIndex(
      (o, j) =>
        j < i && o.option_id === r.option_id && o.min_minutes <= r.max_minutes && r.min_minutes <= o.max_minutes,
    );
    if (clash >= 0) ctx.addIssue({ code: 'custom', path: ['rates', i, 'min_minutes'], message: M.bandsOverlap });
  });
});
export type TypeRatesBody = z.infer<typeof TypeRatesBody>;

/**
 * The rates form as the page fills it in: each band's rate typed in dollars and cents (docs/decisions/233), read as
 * the cents of TypeRatesBody, whose rules then apply on the same fields.
 */
export const TypeRatesForm = z
  .object({
    rates: z
      .array(
        z.object({
          option_id: RateBand.shape.option_id,
          min_minutes: minutes,
          max_minutes: minutes,
          hourly: RateDollars,
        }),
      )
      .max(30),
  })
  .transform(({ rates }, ctx): TypeRatesBody => {
    const checked = TypeRatesBody.safeParse({
      rates: rates.map(({ hourly, ...r }) => ({ ...r, hourly_cents: hourly })),
    });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.map((p) => (p === 'hourly_cents' ? 'hourly' : p)),
      });
    return z.NEVER;
  });

export const VenueSettings = z.object({
  venue: z.object({ id: z.number().int(), name: z.string() }),
  courts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      parent_id: z.number().int().nullable(),
      active: z.boolean(),
      units: z.array(z.string()).describe('the units of the full court it covers'),
      hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
      season_court: z
        .object({ name: z.string(), games_ahead: z.number().int() })
        .nullable()
        .describe(
          "the season court of the venue with its (full court's) name, whose games make it taken for hire, and its scheduled games from today; null: no season games (decision 282)",
        ),
    }),
  ),
  sports: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sport: z.string(),
      sport_id: z.number().int(),
      active: z.boolean(),
      rates: z.array(
        z.object({
          option_id: z.number().int().nullable(),
          min_minutes: z.number().int(),
          max_minutes: z.number().int(),
          hourly_cents: z.number().int(),
        }),
      ),
    }),
  ),
  options: z.array(
    z.object({ id: z.number().int(), name: z.string(), sport_id: z.number().int(), active: z.boolean() }),
  ),
});
export type VenueSettings = z.infer<typeof VenueSettings>;

export const venueSettings = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/venues/:venueId/hire',
  permission: 'venues.read',
  summary: "A venue's courts for hire with their units and weekly hours, and its booking types with their rates.",
  params: z.object({ venueId: idField }),
  reply: z.object({ data: VenueSettings }),
});

export const saveCourtHours = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/hire-courts/:courtId/hours',
  permission: 'venues.write',
  summary:
    "Replace a court's weekly hours for hire, or with every_court those of every full court of its venue (each audited, one transaction); the booking flow reads them at once.",
  params: z.object({ courtId: idField }),
  body: CourtHoursBody,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});

export const saveTypeRates = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/booking-types/:typeId/rates',
  permission: 'venues.write',
  summary: "Replace a booking type's rates per hour of a full court, by option and length band (audited).",
  params: z.object({ typeId: idField }),
  body: TypeRatesBody,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
