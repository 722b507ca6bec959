import { addDaysIso } from '../shared/time';
import { DAY_NAMES, ROSTER_TYPE_LABELS } from './rosters.messages';

// Pure rules of the referee and event rosters (spec 002 §2, §4, §5, §6). The server enforces them on save; the web
// uses the same functions for the convenience of an early answer.

/** The competition roster types (ours: spec 002 §6 says only that the choices come from access_ref). */
export const ROSTER_TYPES = ['referee', 'table'] as const;
export type RosterType = (typeof ROSTER_TYPES)[number];

/** spec 002 §4 day numbers: monday 1 to sunday 7. */
export const DAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
export type DayNumber = (typeof DAY_NUMBERS)[number];
/** A day number as a JSON object key. */
export const DAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

/** spec 002 §4: changes are checked across the next 4 weeks (today and the 27 days after it). */
export const CHECK_DAYS = 28;

/** spec 002 §7: referee game events last 45 minutes. */
export const REFEREE_GAME_MINUTES = 45;

/** Times (HH:mm) chosen per day number; a day without times may be absent. */
export type Availability = Partial<Record<DayKey, string[]>>;

/** The day number (monday 1 .. sunday 7) of a date yyyy-mm-dd. */
export function dayNumber(iso: string): DayNumber {
  const sunday0 = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return (((sunday0 + 6) % 7) + 1) as DayNumber;
}

/** The name of a day number ('Monday' for 1). */
export function dayName(day: DayNumber | DayKey): string {
  return DAY_NAMES[Number(day) as DayNumber];
}

/** spec 002 §5: a date range whose end is before its start is swapped (yyyy-mm-dd dates compare as text). */
export function orderedRange(start: string, end: string): [string, string] {
  return end < start ? [end, start] : [start, end];
}

/** spec 002 §2, §6: the roster type choices are the member's access_ref list, in our fixed order, unknown values dropped. */
export function rosterTypeChoices(accessRef: readonly string[]): { value: RosterType; text: string }[] {
  return ROSTER_TYPES.filter((t) => accessRef.includes(t)).map((value) => ({ value, text: ROSTER_TYPE_LABELS[value] }));
}

/** spec 002 §4: toggling a time on a day adds it if absent and removes it if present (times kept sorted). */
export function toggleTime(availability: Availability, day: DayKey, time: string): Availability {
  const times = availability[day] ?? [];
  const next = times.includes(time) ? times.filter((t) => t !== time) : [...times, time].sort();
  const out: Availability = { ...availability, [day]: next };
  if (!next.length) delete out[day];
  return out;
}

/** Only the times each day really offers (the venue's game times), sorted, without empty days. */
export function keepGameTimes(availability: Availability, gameTimes: Availability): Availability {
  const out: Availability = {};
  for (const day of DAY_KEYS) {
    const offered = gameTimes[day] ?? [];
    const kept = [...new Set(availability[day] ?? [])].filter((t) => offered.includes(t)).sort();
    if (kept.length) out[day] = kept;
  }
  return out;
}

/** The dates (yyyy-mm-dd) the published-roster check looks at: today and the next 27 days. */
export function checkWindow(today: string): string[] {
  return Array.from({ length: CHECK_DAYS }, (_, i) => addDaysIso(today, i));
}

export interface AvailabilityState {
  availability: Availability;
  unavailability: readonly string[];
}

/** Why a change is refused: the published date it touches. */
export type PublishedConflict = { kind: 'unavailable'; date: string } | { kind: 'timeslot'; day: DayKey; date: string };

const timesKey = (times: readonly string[] = []) => [...new Set(times)].sort().join(',');

/**
 * spec 002 §4: across the next 4 weeks, removing an unavailable date that has a published roster, or changing the
 * timeslots of a day of the week on which a roster is published, is refused. Adding an unavailable date is not
 * (the spec refuses only removals; the stadium still hears of it). Null when the change may be saved.
 */
export function publishedConflict(
  before: AvailabilityState,
  after: AvailabilityState,
  published: readonly string[],
  today: string,
): PublishedConflict | null {
  const window = new Set(checkWindow(today));
  const locked = [...new Set(published)].filter((d) => window.has(d)).sort();
  if (!locked.length) return null;
  const kept = new Set(after.unavailability);
  for (const date of [...before.unavailability].sort()) {
    if (!kept.has(date) && locked.includes(date)) return { kind: 'unavailable', date };
  }
  for (const day of DAY_KEYS) {
    if (timesKey(before.availability[day]) === timesKey(after.availability[day])) continue;
    const date = locked.find((d) => String(dayNumber(d)) === day);
    if (date) return { kind: 'timeslot', day, date };
  }
  return null;
}

/** Whether a roster entry starting at a local wall time (yyyy-mm-ddThh:mm[:ss]) is still to come (offers calendar links). */
export function isUpcoming(localStart: string, localNow: string): boolean {
  return localStart.slice(0, 16) > localNow.slice(0, 16);
}
