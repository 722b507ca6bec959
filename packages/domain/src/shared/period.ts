import { z } from 'zod';
import { ValidationMessages as V } from './messages';

// One period (issue 41 item 3): two days, the last on or after the first. Every staff call that takes a period checks
// it here, and a backwards period answers one field error, on the last day, with one message; a period may also be
// limited in length. Only the member's own referee roster swaps a backwards range, as spec 002 §2 says
// (rosters.rules.ts orderedRange).

export const PeriodMessages = {
  toBeforeFrom: 'The last day cannot be before the first day.',
  tooLong: (days: number) => `Choose a period of at most ${days} days.`,
} as const;

/** A day, yyyy-mm-dd. */
export const dayField = z.iso.date({ error: V.date });

/** A day a list starts or ends on, or empty for no limit. */
export const anyDayField = z
  .union([z.literal(''), dayField], { error: V.date })
  .optional()
  .default('');

const DAY_MS = 86_400_000;

/** What is wrong with a period, or null: an end before the start, or longer than `maxDays`. An empty end is no limit. */
export function periodProblem(
  from: string | null | undefined,
  to: string | null | undefined,
  opts: PeriodOptions = {},
): string | null {
  if (!from || !to) return null;
  if (to < from) return PeriodMessages.toBeforeFrom;
  if (opts.maxDays !== undefined && (Date.parse(to) - Date.parse(from)) / DAY_MS > opts.maxDays)
    return opts.tooLong ?? PeriodMessages.tooLong(opts.maxDays);
  return null;
}

export interface PeriodOptions {
  maxDays?: number;
  /** The message of a period too long, when the page says it in its own words ("A report covers at most two years."). */
  tooLong?: string;
}

/**
 * The period rule as a refinement of an object schema with two day fields (`from` and `to` unless named): the issue
 * goes on the last day's field, so a form shows it there.
 */
export function checkPeriod<F extends string = 'from', T extends string = 'to'>(
  opts: PeriodOptions & { from?: F; to?: T } = {},
) {
  const fromKey = opts.from ?? 'from';
  const toKey = opts.to ?? 'to';
  return (value: Partial<Record<NoInfer<F> | NoInfer<T>, string | null>>, ctx: z.RefinementCtx): void => {
    const values = value as Record<string, string | null | undefined>;
    const problem = periodProblem(values[fromKey], values[toKey], opts);
    if (problem) ctx.addIssue({ code: 'custom', path: [toKey], message: problem });
  };
}

/** A period of two required days, checked (reports, claims). */
export const periodQuery = (opts: PeriodOptions = {}) =>
  z.object({ from: dayField, to: dayField }).superRefine(checkPeriod(opts));
