import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDateTime, isWholeIsoDate, todayIn } from './time';

describe("dates in the association's zone", () => {
  it("today is the zone's calendar day, not UTC's", () => {
    // 14:30 UTC on 24 Nov is 01:30 on 25 Nov in Sydney (AEDT, UTC+11)
    const at = new Date('2026-11-24T14:30:00Z');
    expect(todayIn('Australia/Sydney', at)).toBe('2026-11-25');
    expect(todayIn('UTC', at)).toBe('2026-11-24');
    expect(todayIn('Australia/Perth', at)).toBe('2026-11-24');
  });

  it('shows en-AU: DD/MM/YYYY and hh:mm am', () => {
    const at = new Date('2026-11-24T22:05:00Z');
    expect(formatDate(at, 'Australia/Sydney')).toBe('25/11/2026');
    expect(formatDateTime(at, 'Australia/Sydney').replace(/\s/g, ' ')).toBe('25/11/2026 09:05 am');
  });

  it('makes each formatter once per locale, zone and options', () => {
    const options = { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    expect(dateFormat('en-CA', options)).toBe(dateFormat('en-CA', { ...options }));
    expect(dateFormat('en-CA', { ...options, timeZone: 'Australia/Perth' })).not.toBe(dateFormat('en-CA', options));
    expect(dateFormat('en-AU', options)).not.toBe(dateFormat('en-CA', options));
  });
});

describe('whole dates (a date field reacts only to these)', () => {
  it.each([
    ['2026-12-07', true],
    ['1900-01-01', true],
    ['2028-02-29', true],
    // on the way to 2026, typed a digit at a time into a year: a date library calls these valid
    ['0002-12-07', false],
    ['0020-12-07', false],
    ['0202-01-05', false],
    ['1899-12-31', false],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-12-7', false],
    ['07/12/2026', false],
    ['', false],
  ])('%j is whole: %s', (value, whole) => expect(isWholeIsoDate(value)).toBe(whole));
});
