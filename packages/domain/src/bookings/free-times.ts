import {
  BOOKING_LIMITS,
  DEFAULT_WINDOW,
  hhmmOf,
  minutesOf,
  wallOf,
  windowDays,
  type BookingWindow,
} from './booking-time';
import type { BookingCourt, BookingEvent, CourtHours } from './bookings.contract';

// The free times of a day, read from the same answers as the day calendar (the venue's courts, the day's events and
// every court's hours: spec 002 §7 courts, events, checkavailday), so the phone's list and the dialog's court step
// never ask the server anything the calendar has not (docs/decisions/229).

/** A free stretch of a court, HH:mm to HH:mm. */
export interface FreeTime {
  from: string;
  to: string;
}

/** A court and its free stretches that day; `open`: it has hours for hire that day, within the booking window. */
export interface CourtFreeTimes {
  court: BookingCourt;
  open: boolean;
  free: FreeTime[];
}

export interface FreeTimesInput {
  day: string;
  courts: readonly BookingCourt[];
  events: readonly BookingEvent[];
  hours: readonly CourtHours[];
  now: Date;
  timeZone: string;
  window?: BookingWindow;
}

/** Two courts share ground when they are (parts of) the same full court and their units overlap (decision 080). */
function shareGround(a: BookingCourt, b: BookingCourt): boolean {
  if ((a.parent_id ?? a.court_id) !== (b.parent_id ?? b.court_id)) return false;
  return a.unit_start < b.unit_start + b.unit_span && b.unit_start < a.unit_start + a.unit_span;
}

/** An event's minutes on `day` (an event crossing midnight is cut at the day's edges). */
function minutesOnDay(event: BookingEvent, day: string): [number, number] {
  const at = (iso: string, edge: number) => {
    const d = iso.slice(0, 10);
    return d < day ? 0 : d > day ? edge : minutesOf(iso.slice(11, 16));
  };
  return [at(event.start, 24 * 60), at(event.end, 24 * 60)];
}

/** The earliest minute a booking may start on `day` (spec 002 §5: on today, now plus the window start, to a step). */
function soonest(day: string, now: Date, timeZone: string, window: BookingWindow): number {
  const { day: first, time } = wallOf(new Date(now.getTime() + window.startHours * 3_600_000), timeZone);
  if (first > day) return 24 * 60;
  if (first < day) return 0;
  const step = BOOKING_LIMITS.stepMinutes;
  return Math.ceil(minutesOf(time) / step) * step;
}

/** [from, to) minus the taken spans, in order; stretches shorter than one 15-minute step are dropped. */
function subtract(from: number, to: number, taken: readonly [number, number][]): FreeTime[] {
  const out: FreeTime[] = [];
  let at = from;
  for (const [s, e] of [...taken].sort((x, y) => x[0] - y[0])) {
    if (s > at) push(out, at, Math.min(s, to));
    at = Math.max(at, e);
    if (at >= to) break;
  }
  push(out, at, to);
  return out;
}
function push(out: FreeTime[], from: number, to: number) {
  if (to - from >= BOOKING_LIMITS.stepMinutes) out.push({ from: hhmmOf(from), to: hhmmOf(to) });
}

/**
 * Every court's free times on a day: within its hours for hire, not taken by a booking or event on any unit it
 * covers, not before the soonest a booking may start, and nothing on a day outside the booking window (spec 002 §5,
 * §9). Courts come in the venue's order, each full court followed by its parts.
 */
export function freeTimes({
  day,
  courts,
  events,
  hours,
  now,
  timeZone,
  window = DEFAULT_WINDOW,
}: FreeTimesInput): CourtFreeTimes[] {
  const open = day <= windowDays(now, timeZone, window).last;
  const earliest = soonest(day, now, timeZone, window);
  const ordered = courts
    .filter((c) => c.parent_id === null)
    .flatMap((full) => [full, ...courts.filter((c) => c.parent_id === full.court_id)]);
  return ordered.map((court) => {
    const h = hours.find((x) => x.court_id === court.court_id);
    if (!open || !h?.availability_from || !h.availability_to) return { court, open: false, free: [] };
    const taken = events.flatMap((e) => {
      const other = courts.find((c) => c.court_id === e.court_id);
      return other && shareGround(court, other) ? [minutesOnDay(e, day)] : [];
    });
    const from = Math.max(minutesOf(h.availability_from), earliest);
    return {
      court,
      open: true,
      free: from < minutesOf(h.availability_to) ? subtract(from, minutesOf(h.availability_to), taken) : [],
    };
  });
}

/** Whether a court is free for the whole of [from, to) on the day, by its free stretches. */
export function isFreeBetween(free: readonly FreeTime[], from: string, to: string): boolean {
  return free.some((f) => f.from <= from && f.to >= to);
}

/** The first time within [from, to) (a calendar row) a booking may start on a court with these free stretches, or null. */
export function freeStartIn(free: readonly FreeTime[], from: string, to: string): string | null {
  const stretch = free.find((f) => f.from < to && f.to > from);
  if (!stretch) return null;
  const start = stretch.from > from ? stretch.from : from;
  return minutesOf(stretch.to) - minutesOf(start) >= BOOKING_LIMITS.stepMinutes ? start : null;
}

/** spec 002 §4 step 5: a booking started from a free time: one hour from `start`, or less when the stretch ends sooner. */
export function bookingFrom(free: readonly FreeTime[], start: string): { start: string; end: string } | null {
  const stretch = free.find((f) => f.from <= start && minutesOf(f.to) - minutesOf(start) >= BOOKING_LIMITS.stepMinutes);
  if (!stretch) return null;
  return { start, end: hhmmOf(Math.min(minutesOf(start) + 60, minutesOf(stretch.to))) };
}
