import { z } from 'zod';
import { dataReply } from '../shared/endpoint';
import { idField as id, plainTextField, usernameField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { clockField, MessageReply } from './rosters.contract';
import { horizonDay } from '../shared/date-horizon';

// Event rosters in the back-office (docs/decisions/197): events, their schedule entries (date, time, court,
// function, official), the full roster as members see it, and the officials' emails. Dates yyyy-mm-dd, times HH:mm.

const tags = ['staff', 'rosters'];
const reply = dataReply(MessageReply);

export const StaffEvent = z.object({
  event_id: z.number().int(),
  name: z.string(),
  date: z.string(),
  venue_id: z.number().int(),
  venue: z.string(),
  entries: z.number().int(),
});
export type StaffEvent = z.infer<typeof StaffEvent>;
export const staffEvents = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/rosters/events',
  permission: 'rosters.events.read',
  tags,
  summary: 'Every event, newest first, with its live entries counted.',
  reply: dataReply(z.array(StaffEvent)),
});

export const EventBody = z.object({ name: plainTextField(100), date: horizonDay(), venue: id });
export type EventBody = z.infer<typeof EventBody>;
export const createEvent = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/events',
  permission: 'rosters.events.write',
  tags,
  summary: 'Add an event (audited).',
  body: EventBody,
  reply: dataReply(MessageReply.extend({ event_id: z.number().int() })),
});

export const EventParams = z.object({ eventId: id });
export const StaffEntry = z.object({
  entry_id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  date: z.string(),
  time_from: z.string(),
  time_to: z.string(),
  court: z.string(),
  function: z.string(),
});
export type StaffEntry = z.infer<typeof StaffEntry>;
export const StaffEventDetail = StaffEvent.extend({
  schedule: z.array(StaffEntry),
  courts: z.array(z.object({ court_id: z.number().int(), name: z.string() })),
  full_roster: z.string().describe('the full roster of the event date as members see it (escaped HTML)'),
});
export type StaffEventDetail = z.infer<typeof StaffEventDetail>;
export const staffEvent = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/rosters/events/:eventId',
  permission: 'rosters.events.read',
  tags,
  summary: "An event with its schedule, its venue's courts and the full roster HTML.",
  params: EventParams,
  reply: dataReply(StaffEventDetail),
});

export const EntryBody = z.object({
  username: usernameField(),
  date: horizonDay(),
  time_from: clockField,
  time_to: clockField,
  court: z
    .union([z.literal(''), id], { error: V.invalidInput })
    .optional()
    .describe("a court of the event's venue, or none"),
  function: plainTextField(60),
});
export type EntryBody = z.infer<typeof EntryBody>;
export const addEventEntry = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/events/:eventId/entries',
  permission: 'rosters.events.write',
  tags,
  summary: 'Put a rostered official (is_roster) on the schedule (audited).',
  params: EventParams,
  body: EntryBody,
  reply,
});

export const EntryParams = z.object({ entryId: id });
export const cancelEventEntry = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/events/entries/:entryId/cancel',
  permission: 'rosters.events.write',
  tags,
  summary: 'Take an entry off the schedule (kept as cancelled, so feeds say so; audited).',
  params: EntryParams,
  reply,
});

export const notifyEventOfficials = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/rosters/events/:eventId/notify',
  permission: 'rosters.events.write',
  tags,
  summary: 'Email each rostered official their entries of the event (mail outbox; audited).',
  params: EventParams,
  reply: dataReply(MessageReply.extend({ emailed: z.number().int() })),
});
