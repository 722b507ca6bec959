import { weekdayOf } from './playing-dates';

// Venues' courts and their game slots (docs/decisions/176-fixtures-and-slots.md). Times are 'HH:mm' on the day, in the
// association's zone; a slot ends `minutes` after it starts and never runs past midnight.

/** A court's game slots on one weekday: start times and one slot length (a court may have one entry per weekday). */
export interface CourtSlots {
  court: number;
  venue?: number | null;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  starts: readonly string[];
  minutes: number;
}

/** A time a court is taken on a day (a kept game, a hire, a maintenance block). */
export interface CourtBusy {
  court: number;
  date: string;
  start: string;
  end: string;
}

/** One bookable slot of a court on a day. */
export interface Slot {
  court: number;
  venue: number | null;
  date: string;
  start: string;
  end: string;
}

/** 'HH:mm' → minutes after midnight; NaN when not a time. */
export function toMinutes(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** Minutes after midnight → 'HH:mm'. */
export function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** True when two same-day time ranges [start, end) overlap. */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Every slot of the day by court and start: unreadable times and slots past midnight are left out, and a slot that
 * overlaps an earlier one of the same court (two entries for one court and day) is dropped, so a court is never
 * offered twice at one time.
 */
export function slotsOfDay(date: string, courts: readonly CourtSlots[]): Slot[] {
  const weekday = weekdayOf(date);
  const all: Slot[] = [];
  for (const c of courts) {
    if (c.weekday !== weekday || !(c.minutes > 0)) continue;
    for (const start of c.starts) {
      const from = toMinutes(start);
      if (Number.isNaN(from) || from + c.minutes > 24 * 60) continue;
      all.push({ court: c.court, venue: c.venue ?? null, date, start, end: toHhmm(from + c.minutes) });
    }
  }
  all.sort((a, b) => a.court - b.court || a.start.localeCompare(b.start));
  const kept: Slot[] = [];
  for (const s of all) if (!kept.some((k) => k.court === s.court && overlaps(k, s))) kept.push(s);
  return kept;
}

/** The day's slots less those overlapping a busy time of their court. */
export function freeSlots(slots: readonly Slot[], busy: readonly CourtBusy[]): Slot[] {
  return slots.filter((s) => !busy.some((b) => b.court === s.court && b.date === s.date && overlaps(b, s)));
}
