import { addDaysIso } from '../shared/time';

// Dates are 'yyyy-mm-dd' days in the association's zone; weekdays count from 0 = Sunday, as Date#getUTCDay does.

/** A closed range of days (a public holiday is one day: from = to; school holidays span weeks). */
export interface DateRange {
  from: string;
  to: string;
  label?: string;
}

/** The weekday (0 Sunday .. 6 Saturday) of a 'yyyy-mm-dd' day. */
export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** True when the day falls in one of the exception ranges (season-wide or the division's own). */
export function isExceptionDate(iso: string, exceptions: readonly DateRange[]): boolean {
  return exceptions.some((e) => e.from <= iso && iso <= e.to);
}

/** Every day of the division's weekday from `from` to `to` (inclusive), minus the exception dates, in order. */
export function playingDates(
  from: string,
  to: string,
  weekday: number,
  exceptions: readonly DateRange[] = [],
): string[] {
  const out: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return out;
  let day = addDaysIso(from, (weekday - weekdayOf(from) + 7) % 7);
  for (; day <= to; day = addDaysIso(day, 7)) if (!isExceptionDate(day, exceptions)) out.push(day);
  return out;
}

/** A playing day left out, with the label of the exception that took it ('' when it has none). */
export interface SkippedDay {
  date: string;
  reason: string;
}

/** Every day of the weekday from `from` to `to` (inclusive) that an exception takes, with the first such exception's label. */
export function skippedDays(from: string, to: string, weekday: number, exceptions: readonly DateRange[]): SkippedDay[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return [];
  const out: SkippedDay[] = [];
  for (let day = addDaysIso(from, (weekday - weekdayOf(from) + 7) % 7); day <= to; day = addDaysIso(day, 7)) {
    const taken = exceptions.find((e) => e.from <= day && day <= e.to);
    if (taken) out.push({ date: day, reason: taken.label ?? '' });
  }
  return out;
}
