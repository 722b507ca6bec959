import { z } from 'zod';
import { idField, plainTextField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { listQuery, listReply } from '../staff/staff-list';
import { StaffBookingRow } from './bookings.staff.contract';
import { BookingFieldMessages as F } from './bookings.messages';
import { horizonDay } from '../shared/date-horizon';

// The venue manager's blocks (docs/decisions/216): a court (or a part of one) taken from hire for an event or
// maintenance over a time range, stored as a court event holding the court's units, so the exclusion constraint that
// refuses double bookings refuses a block over a booking too. A refused block lists what holds the court then.

const day = horizonDay();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: F.dateTime });
const anyId = z
  .union([z.literal(''), idField])
  .optional()
  .default('');

type Span = { from_day: string; from_time: string; to_day: string; to_time: string };
const endsAfterStart = (b: Span) => `${b.to_day}T${b.to_time}` > `${b.from_day}T${b.from_time}`;

export const BLOCK_KINDS = ['event', 'maintenance'] as const;

export const StaffBlock = z.object({
  id: z.number().int(),
  venue: z.string(),
  venue_id: z.number().int(),
  court: z.string(),
  court_id: z.number().int(),
  kind: z.enum(BLOCK_KINDS),
  title: z.string(),
  note: z.string(),
  starts_at: z.string().describe("ISO 8601 with the association's offset"),
  ends_at: z.string(),
  by: z.string(),
});
export type StaffBlock = z.infer<typeof StaffBlock>;

export const BlockListQuery = listQuery(['starts_at', 'court']).extend({
  venue_id: anyId,
  from: z
    .union([z.literal(''), day])
    .optional()
    .default(''),
});
export type BlockListQuery = z.infer<typeof BlockListQuery>;

export const staffBlocks = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/blocks',
  permission: 'bookings.read',
  summary: 'Court events and blocks (ending from the day given), paged on the server.',
  query: BlockListQuery,
  reply: listReply(StaffBlock),
});

/** A block as the form and the API take it: days and times in the association's time zone. */
export const BlockBody = z
  .object({
    court_id: idField,
    kind: z.enum(BLOCK_KINDS, { error: V.choice }),
    title: plainTextField(80),
    note: plainTextField(500, { required: false }).optional().default(''),
    from_day: day,
    from_time: hhmm,
    to_day: day,
    to_time: hhmm,
  })
  .refine(endsAfterStart, { path: ['to_time'], error: F.endAfterStart });
export type BlockBody = z.infer<typeof BlockBody>;

export const createBlock = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/blocks',
  permission: 'bookings.block',
  summary:
    'Block a court for an event or maintenance; 409 error_collision when a booking or another event holds it then (audited).',
  body: BlockBody,
  reply: z.object({ data: z.object({ message: z.string(), block: StaffBlock }) }),
});

/** A competition game on the blocked court then (issue 40 item 11): a block does not move it, Game edits does. */
export const GameOnCourt = z.object({
  id: z.number().int(),
  date: z.string().describe('yyyy-mm-dd'),
  time_from: z.string().describe('HH:mm'),
  time_to: z.string(),
  court: z.string(),
  division: z.string(),
  match: z.string().describe('Team A vs Team B'),
});
export type GameOnCourt = z.infer<typeof GameOnCourt>;

/** An end before the start is the caller's field error (it answered 500 once, issue 39). */
export const BlockConflictsQuery = z
  .object({ court_id: idField, from_day: day, from_time: hhmm, to_day: day, to_time: hhmm })
  .refine(endsAfterStart, { path: ['to_time'], error: F.endAfterStart });

export const blockConflicts = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/blocks/conflicts',
  permission: 'bookings.read',
  summary:
    'What holds a court over a time range: bookings (to cancel with a refund), other events, and the competition games on the court of that name.',
  query: BlockConflictsQuery,
  reply: z.object({
    data: z.object({ bookings: z.array(StaffBookingRow), events: z.array(StaffBlock), games: z.array(GameOnCourt) }),
  }),
});

export const BlockParams = z.object({ blockId: idField });

export const removeBlock = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/blocks/:blockId/remove',
  permission: 'bookings.block',
  summary: 'Remove a block: the court is for hire again then (audited).',
  params: BlockParams,
  reply: z.object({ data: z.object({ message: z.string() }) }),
});
