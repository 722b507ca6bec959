import { instantToLocal, localToInstant } from '../shared/calendar';
import { addDaysIso } from '../shared/time';

// Wall-clock arithmetic of court hire: days are yyyy-mm-dd and times HH:mm in the association's time zone (spec 002
// §7 "Time zone Australia/Sydney"). Instants come from localToInstant, so a daylight-saving change is accounted for.

/** spec 002 §9 booking constants. */
export const BOOKING_LIMITS = {
  /** The window starts this many hours from now ("start offset 0 hours"). */
  windowStartHours: 0,
  /** ... and ends this many days ahead of today. */
  windowDays: 28,
  earliest: '06:00',
  defaultStart: '09:00',
  latest: '21:00',
  calendarMax: '23:00',
  stepMinutes: 15,
  calendarRows: 34,
  rowMinutes: 30,
  calendarHeight: 685,
} as const;

export interface BookingWindow {
  startHours: number;
  days: number;
}
export const DEFAULT_WINDOW: BookingWindow = {
  startHours: BOOKING_LIMITS.windowStartHours,
  days: BOOKING_LIMITS.windowDays,
};

/** A court's opening hours on one day (HH:mm), as checkavail answers them. */
export interface DayHours {
  from: string;
  to: string;
}

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written yyyy-mm-dd. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 'HH:mm' → minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes after midnight → 'HH:mm'. */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** spec 002 §5: times use 15-minute steps (minutes 0, 15, 30, 45). */
export function isOnStep(hhmm: string, step: number = BOOKING_LIMITS.stepMinutes): boolean {
  return minutesOf(hhmm) % step === 0;
}

/** Day of the week of a day, Monday 1 to Sunday 7 (the spec's day numbers, 002 §4). */
export function weekdayOf(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The instant of a wall time on a day in the zone. */
export function instantOf(day: string, hhmm: string, timeZone: string): Date {
  return localToInstant(`${day}T${hhmm}:00`, timeZone);
}

/** The wall date and time of an instant in the zone. */
export function wallOf(instant: Date, timeZone: string): { day: string; time: string } {
  const local = instantToLocal(instant, timeZone);
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** An instant written as ISO 8601 with the zone's offset (2026-05-02T09:00:00+10:00): the wall time and the instant. */
export function zonedIso(instant: Date, timeZone: string): string {
  const { day, time } = wallOf(instant, timeZone);
  const offset = Math.round(
    (Date.parse(`${day}T${time}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000,
  );
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The first and last day a booking may be made for, seen from `now` (spec 002 §9: today to 28 days ahead). */
export function windowDays(
  now: Date,
  timeZone: string,
  window: BookingWindow = DEFAULT_WINDOW,
): { first: string; last: string } {
  const first = wallOf(new Date(now.getTime() + window.startHours * 3_600_000), timeZone).day;
  return { first, last: addDaysIso(wallOf(now, timeZone).day, window.days) };
}

/** spec 002 §4: a focused date after the window's end clears the dialog's date (and shows the window alert). */
export function isAfterWindow(
  day: string,
  now: Date,
  timeZone: string,
  window: BookingWindow = DEFAULT_WINDOW,
): boolean {
  return day > windowDays(now, timeZone, window).last;
}

/** spec 002 §5: a booking starts no earlier than now plus the window start, on a day no later than the window's last. */
export function inWindow(
  day: string,
  start: string,
  now: Date,
  timeZone: string,
  window: BookingWindow = DEFAULT_WINDOW,
): boolean {
  const earliest = now.getTime() + window.startHours * 3_600_000;
  return instantOf(day, start, timeZone).getTime() >= earliest && !isAfterWindow(day, now, timeZone, window);
}
