import { dateFormat } from '../shared/time';
import { BOOKING_LIMITS, hhmmOf, minutesOf } from './booking-time';
import type { BookingCourt, BookingEvent, CourtFraction, CourtHours } from './bookings.contract';

// The day calendar of spec 002 §2, §9 as plain data: 34 rows of 30 minutes from 06:00, one column per full court,
// each event placed by its times and by the units of its court (a half court is half the column wide).

export interface CalendarRow {
  index: number;
  from: string;
  to: string;
}

const FIRST = minutesOf(BOOKING_LIMITS.earliest);
const LAST = FIRST + BOOKING_LIMITS.calendarRows * BOOKING_LIMITS.rowMinutes;

/** The calendar's rows: 06:00–06:30 … 22:30–23:00. */
export function calendarRows(): CalendarRow[] {
  return Array.from({ length: BOOKING_LIMITS.calendarRows }, (_, index) => {
    const from = FIRST + index * BOOKING_LIMITS.rowMinutes;
    return { index, from: hhmmOf(from), to: hhmmOf(from + BOOKING_LIMITS.rowMinutes) };
  });
}

/** A court's width class (spec 002 §2: full, two-third, half, third) from the units it covers. */
export function courtFraction(span: number, total: number): CourtFraction {
  const share = total > 0 ? span / total : 1;
  if (share >= 1) return 'full';
  if (share > 0.5) return 'two-third';
  if (share > 0.34) return 'half';
  return 'third';
}

/** The calendar's columns: the full courts, in the venue's order. */
export function calendarColumns(courts: readonly BookingCourt[]): BookingCourt[] {
  return courts.filter((c) => c.parent_id === null);
}

/** Where an event sits: its full court's column, minutes from 06:00 and length (clipped to the calendar), and across. */
export interface EventBox {
  column: number;
  top: number;
  height: number;
  /** Fractions of the column. */
  left: number;
  width: number;
  fraction: CourtFraction;
}

/** Place an event of `day` on the calendar; null when its court is not shown or it lies outside 06:00–23:00. */
export function eventBox(event: BookingEvent, courts: readonly BookingCourt[], day: string): EventBox | null {
  const court = courts.find((c) => c.court_id === event.court_id);
  if (!court) return null;
  const column = calendarColumns(courts).findIndex((c) => c.court_id === (court.parent_id ?? court.court_id));
  if (column < 0) return null;
  const minutesOn = (iso: string, edge: number) => {
    const d = iso.slice(0, 10);
    return d < day ? 0 : d > day ? edge : minutesOf(iso.slice(11, 16));
  };
  const from = Math.max(minutesOn(event.start, 24 * 60), FIRST);
  const to = Math.min(minutesOn(event.end, 24 * 60), LAST);
  if (to <= from) return null;
  return {
    column,
    top: from - FIRST,
    height: to - from,
    left: court.unit_start / court.unit_total,
    width: court.unit_span / court.unit_total,
    fraction: court.fraction,
  };
}

/** spec 002 §2: a row is bookable on a court when it lies within the court's hours that day. */
export function isBookable(row: CalendarRow, hours: CourtHours | undefined): boolean {
  if (!hours?.availability_from || !hours.availability_to) return false;
  return (
    minutesOf(row.from) >= minutesOf(hours.availability_from) && minutesOf(row.to) <= minutesOf(hours.availability_to)
  );
}

/** spec 002 §2 event card: DD/MM/YYYY HH:mm of an ISO time written in the association's zone. */
export function eventTime(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** A day as the calendar's heading shows it: 'Tuesday 24/11/2026' (en-AU). */
export function dayTitle(day: string): string {
  const weekday = dateFormat('en-AU', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday} ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
