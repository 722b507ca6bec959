import { z } from 'zod';
import { ValidationMessages as V } from './messages';

// The years a date typed into the back-office may fall in (docs/decisions/267-a-date-horizon.md): from 1900 to ten
// years after this one. A membership expiry, a roster event or a season exception of 31/12/9999 was stored before
// (issue 39): a slip of the keyboard that no one meant and every list then sorted last.

export const FIRST_YEAR = 1900;
export const YEARS_AHEAD = 10;

/** The last year a date may fall in, from today. */
export const lastYear = (today: Date): number => today.getFullYear() + YEARS_AHEAD;

/** The message of a date past the horizon: it names the years allowed. */
export const dateHorizonMessage = (today: Date): string => `Enter a date from ${FIRST_YEAR} to ${lastYear(today)}`;

/** Whether a yyyy-mm-dd date falls within the horizon. */
export function withinHorizon(iso: string, today: Date): boolean {
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= lastYear(today);
}

/**
 * A real calendar date, yyyy-mm-dd, within the horizon: the one date atom of staff forms and calls. `today` is the
 * caller's clock (the server's by default), as dobField takes it.
 */
export function horizonDay(today: () => Date = () => new Date()) {
  return z.iso.date({ error: V.date }).superRefine((value, ctx) => {
    const now = today();
    if (!withinHorizon(value, now)) ctx.addIssue({ code: 'custom', message: dateHorizonMessage(now), input: value });
  });
}

/** horizonDay, or nothing ('' or null, read as null): an optional date (a membership's expiry, an exception's last day). */
export function optionalHorizonDay(today: () => Date = () => new Date()) {
  return z
    .union([z.literal(''), z.null(), z.string()], { error: V.date })
    .transform((d) => d || null)
    .pipe(horizonDay(today).nullable());
}
