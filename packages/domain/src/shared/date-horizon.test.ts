import { describe, expect, it } from 'vitest';
import { dateHorizonMessage, horizonDay, optionalHorizonDay } from './date-horizon';
import { ValidationMessages as V } from './messages';

// The date horizon of staff dates (decision 267): 1900 to ten years after this one; the message names the years.
const today = () => new Date(2026, 11, 5);
const errorOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('horizonDay and optionalHorizonDay', () => {
  it.each([
    ['2026-12-05', null],
    ['1900-01-01', null],
    ['2036-12-31', null],
    ['9999-12-31', 'Enter a date from 1900 to 2036'],
    ['2037-01-01', 'Enter a date from 1900 to 2036'],
    ['1899-12-31', 'Enter a date from 1900 to 2036'],
    ['2026-02-30', V.date],
    ['31/12/2026', V.date],
  ])('%s: %s', (value, message) => {
    expect(errorOf(horizonDay(today).safeParse(value))).toBe(message);
    expect(errorOf(optionalHorizonDay(today).safeParse(value))).toBe(message);
  });

  it('reads nothing as null, and refuses what is no date at all', () => {
    expect(optionalHorizonDay(today).parse('')).toBeNull();
    expect(optionalHorizonDay(today).parse(null)).toBeNull();
    expect(optionalHorizonDay(today).parse('2027-03-01')).toBe('2027-03-01');
    expect(errorOf(optionalHorizonDay(today).safeParse(5))).toBe(V.date);
    expect(dateHorizonMessage(today())).toBe('Enter a date from 1900 to 2036');
  });
});
