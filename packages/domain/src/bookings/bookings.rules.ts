import { formatCents } from '../shared/money';
import {
  BOOKING_LIMITS,
  DEFAULT_WINDOW,
  hhmmOf,
  instantOf,
  inWindow,
  isOnStep,
  minutesOf,
  wallOf,
  type BookingWindow,
  type DayHours,
} from './booking-time';
import { BookingRuleMessages as M } from './bookings.messages';

// The booking rules of spec 002 §4, §5, §9, once: the dialog (checkrules' answer, the time pickers), the server's
// checkrules and paybooking, and the payment's reserve step all call these. Plain data in, a rate or a reason out.

/** spec 002 §8: the booking payment's own keys, in the spec's priority order (the first that applies is answered). */
export const BOOKING_ERROR_ORDER = [
  'error_auth',
  'error_avail',
  'error_collision',
  'error_rule',
  'error_rate',
] as const;
export type BookingErrorKey = (typeof BOOKING_ERROR_ORDER)[number];

/** One time a court is taken (a booking, held or paid, or an event) on any unit the asked court covers. */
export interface Occupied {
  start: Date;
  end: Date;
}

/** A rate: per hour for the whole full court, for a type, an option (null: booked without one) and a length band. */
export interface Rate {
  typeId: number;
  optionId: number | null;
  minMinutes: number;
  maxMinutes: number;
  hourlyCents: number;
}

/** How much of its full court a court is: `units` of `of` (a half court is 1 of 2). */
export interface CourtShare {
  units: number;
  of: number;
}

export interface BookingSlot {
  day: string;
  start: string;
  end: string;
}

/** What the rules need to know, loaded by the caller. */
export interface BookingFacts {
  now: Date;
  timeZone: string;
  window?: BookingWindow;
  /** Why this member may not book (error_auth), or null. */
  authProblem?: string | null;
  /** The court's hours that day; null when it is not open for hire. */
  hours: DayHours | null;
  occupied: readonly Occupied[];
  rates: readonly Rate[];
  typeId: number;
  optionId: number | null;
  share: CourtShare;
}

export type BookingVerdict =
  { ok: true; rateCents: number; minutes: number } | { ok: false; key: BookingErrorKey; message: string };

/** Minutes of a slot by the wall clock (what a member books and pays for, whatever the clocks do that night). */
export const slotMinutes = (s: BookingSlot) => minutesOf(s.end) - minutesOf(s.start);

/** error_avail: the court is open that day and the slot lies within its hours. */
export function availabilityProblem(s: BookingSlot, hours: DayHours | null): string | null {
  if (!hours) return M.closed;
  if (minutesOf(s.start) < minutesOf(hours.from) || minutesOf(s.end) > minutesOf(hours.to))
    return M.outsideHours(hours.from, hours.to);
  return null;
}

/** error_collision: nothing else holds any unit of the court during the slot (touching end to start is fine). */
export function collisionProblem(s: BookingSlot, occupied: readonly Occupied[], timeZone: string): string | null {
  if (slotMinutes(s) <= 0) return null;
  const start = instantOf(s.day, s.start, timeZone).getTime();
  const end = instantOf(s.day, s.end, timeZone).getTime();
  return occupied.some((o) => o.start.getTime() < end && o.end.getTime() > start) ? M.collision : null;
}

/** error_rule: end after start, 15-minute steps, inside the booking window. */
export function ruleProblem(
  s: BookingSlot,
  now: Date,
  timeZone: string,
  window: BookingWindow = DEFAULT_WINDOW,
): string | null {
  if (slotMinutes(s) <= 0) return M.endAfterStart;
  if (!isOnStep(s.start) || !isOnStep(s.end)) return M.step;
  if (!inWindow(s.day, s.start, now, timeZone, window)) return M.window(window.startHours, window.days);
  return null;
}

/**
 * The price of a booking in cents, or null when no rate applies (error_rate): the rate of the type and option (none
 * chosen: the rate without option) whose length band holds the booking, per hour, times the court's share of its
 * full court, rounded half up to the cent.
 */
export function rateFor(
  rates: readonly Rate[],
  typeId: number,
  optionId: number | null,
  minutes: number,
  share: CourtShare,
): number | null {
  const rate = rates.find(
    (r) => r.typeId === typeId && r.optionId === optionId && minutes >= r.minMinutes && minutes <= r.maxMinutes,
  );
  if (!rate || minutes <= 0 || share.of <= 0) return null;
  return Math.round((rate.hourlyCents * minutes * share.units) / (60 * share.of));
}

/** Check a booking against every rule; the first failing key in the spec's priority order is the answer. */
export function checkBooking(s: BookingSlot, f: BookingFacts): BookingVerdict {
  const minutes = slotMinutes(s);
  const rateCents = minutes > 0 ? rateFor(f.rates, f.typeId, f.optionId, minutes, f.share) : null;
  const problems: Record<BookingErrorKey, string | null> = {
    error_auth: f.authProblem ?? null,
    error_avail: availabilityProblem(s, f.hours),
    error_collision: collisionProblem(s, f.occupied, f.timeZone),
    error_rule: ruleProblem(s, f.now, f.timeZone, f.window),
    error_rate: rateCents === null ? M.noRate : null,
  };
  const key = BOOKING_ERROR_ORDER.find((k) => problems[k] !== null);
  if (key) return { ok: false, key, message: problems[key]! };
  return { ok: true, rateCents: rateCents!, minutes };
}

/** error_rate when the member was shown another amount than the rate now (a rate changed meanwhile). */
export function rateChangedMessage(rateCents: number): string {
  return M.rateChanged(formatCents(rateCents));
}

/**
 * spec 002 §5: the start times the picker offers on a day, in 15-minute steps between the earliest and the latest
 * allowed time (the court's hours, else 06:00 to 21:00); on today the earliest is now plus the window start, rounded
 * up to a step and clipped to the latest. The last start leaves one step before closing.
 */
export function startChoices(
  day: string,
  hours: DayHours | null,
  now: Date,
  timeZone: string,
  window: BookingWindow = DEFAULT_WINDOW,
): string[] {
  const step = BOOKING_LIMITS.stepMinutes;
  const latest = minutesOf(hours?.to ?? BOOKING_LIMITS.latest);
  let earliest = minutesOf(hours?.from ?? BOOKING_LIMITS.earliest);
  const soonest = wallOf(new Date(now.getTime() + window.startHours * 3_600_000), timeZone);
  if (soonest.day > day) return [];
  if (soonest.day === day)
    earliest = Math.max(earliest, Math.min(Math.ceil(minutesOf(soonest.time) / step) * step, latest));
  earliest = Math.ceil(earliest / step) * step;
  return steps(earliest, latest - step);
}

/** spec 002 §5: the end times after a start: from one step after it to the latest allowed time. */
export function endChoices(start: string | null, hours: DayHours | null): string[] {
  if (!start) return [];
  const step = BOOKING_LIMITS.stepMinutes;
  return steps(Math.ceil((minutesOf(start) + step) / step) * step, minutesOf(hours?.to ?? BOOKING_LIMITS.latest));
}

function steps(from: number, to: number): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m += BOOKING_LIMITS.stepMinutes) out.push(hhmmOf(m));
  return out;
}
