import { z } from 'zod';
import { idField, textField } from '../shared/fields';
import { ValidationMessages as V } from '../shared/messages';
import { parseDollars } from '../shared/money';
import { SeasonSetupMessages as M } from './season-setup.messages';
import { horizonDay, optionalHorizonDay } from '../shared/date-horizon';

// Field atoms of the season setup forms (decision 185): each takes what a form field holds (text) or a JSON number,
// and gives the number, list or null the server stores.

/** A whole number from `min` to `max`, typed or sent as a number. */
export function wholeNumber(min: number, max: number) {
  return z
    .union([z.int({ error: V.numeric }), textField({ message: V.numeric }).regex(/^\d{1,6}$/, { error: V.numeric })], {
      error: V.numeric,
    })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(min, { error: V.numberBetween(min, max) })
        .max(max, { error: V.numberBetween(min, max) }),
    );
}

/** wholeNumber, or nothing ('' or null): no limit. */
export function optionalWhole(min: number, max: number) {
  return z.union([z.literal('').transform(() => null), z.null(), wholeNumber(min, max)], { error: V.numeric });
}

/** An id chosen from a list, or nothing ('' or null). */
export const optionalId = z.union([z.literal('').transform(() => null), z.null(), idField], { error: V.choice });

/** A season's day (its first and last, an exception date): within the staff date horizon (decision 267). */
export const isoDay = horizonDay();
export const optionalIsoDay = optionalHorizonDay();

/** Dollars as typed ("650", "650.50", "$1,200") to cents. */
export const priceField = z
  .union(
    [
      z
        .int()
        .min(0)
        .max(10_000_000)
        .transform((c) => String(c / 100)),
      textField({ message: V.required }),
    ],
    { error: V.required },
  )
  .refine((t) => /^\$?\s*[\d,]{1,9}(\.\d{1,2})?$/.test(t), { error: M.priceFormat })
  .transform(parseDollars);

/** "18:00, 19:00" as typed to a sorted list of distinct 'HH:mm' times (a court's start times; empty: none). */
export const startTimesField = textField({ message: M.timesFormat })
  .transform((t) => t.split(/[\s,]+/).filter(Boolean))
  .refine((a) => a.length <= 24 && a.every((x) => /^([01]\d|2[0-3]):[0-5]\d$/.test(x)), { error: M.timesFormat })
  .transform((a) => [...new Set(a)].sort());

/** "6, 12" or a list of numbers to a sorted list of distinct round numbers (double point rounds). */
export const roundListField = z
  .union([z.array(z.int()).transform((a) => a.join(',')), textField()], { error: M.roundsFormat })
  .transform((t) => t.split(/[\s,]+/).filter(Boolean))
  .refine((a) => a.length <= 60 && a.every((x) => /^\d{1,2}$/.test(x) && Number(x) >= 1), { error: M.roundsFormat })
  .transform((a) => [...new Set(a.map(Number))].sort((x, y) => x - y));

/** One team name a line: trimmed, blank lines dropped, at most 40 names of 60 characters without markup. */
export const teamNamesField = textField({ message: V.required, multiline: true })
  .max(3000, { error: V.maximum(3000) })
  .transform((t) =>
    t
      .split(/\r?\n/)
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .refine((a) => a.length >= 1 && a.length <= 40 && a.every((x) => x.length <= 60 && !/[<>]/.test(x)), {
    error: M.teamNames,
  })
  .refine((a) => new Set(a.map((x) => x.toLowerCase())).size === a.length, { error: M.teamNames });
