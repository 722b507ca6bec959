import { describe, expect, it } from 'vitest';
import { instantOf, inWindow, isAfterWindow, windowDays, zonedIso } from './booking-time';
import {
  checkBooking,
  endChoices,
  rateFor,
  startChoices,
  type BookingFacts,
  type BookingSlot,
  type Rate,
} from './bookings.rules';

const TZ = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);
const HOURS = { from: '06:00', to: '22:00' };
const RATES: Rate[] = [
  { typeId: 1, optionId: null, minMinutes: 60, maxMinutes: 120, hourlyCents: 5000 },
  { typeId: 1, optionId: null, minMinutes: 135, maxMinutes: 240, hourlyCents: 4500 },
  { typeId: 1, optionId: 7, minMinutes: 60, maxMinutes: 240, hourlyCents: 6000 },
];
// Saturday 2 May 2026, 09:00 in Sydney (AEST, +10).
const NOW = at('2026-05-01T23:00:00Z');
const slot = (day: string, start: string, end: string): BookingSlot => ({ day, start, end });
const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  now: NOW,
  timeZone: TZ,
  hours: HOURS,
  occupied: [],
  rates: RATES,
  typeId: 1,
  optionId: null,
  share: { units: 1, of: 1 },
  ...over,
});

describe('the booking window (spec 002 §5, §9: 0 hours to 28 days from now)', () => {
  it.each([
    ['later today', '2026-05-02', '10:00', true],
    ['earlier today (already past)', '2026-05-02', '08:45', false],
    ['yesterday', '2026-05-01', '20:00', false],
    ['the 28th day', '2026-05-30', '21:00', true],
    ['the 29th day', '2026-05-31', '06:00', false],
  ])('%s', (_, day, start, ok) => {
    expect(inWindow(day, start, NOW, TZ)).toBe(ok);
  });

  it('counts days from the Sydney date, not the UTC one: 00:30 on 2 May is already 2 May', () => {
    const justAfterMidnight = at('2026-05-01T14:30:00Z');
    expect(windowDays(justAfterMidnight, TZ)).toEqual({ first: '2026-05-02', last: '2026-05-30' });
    expect(inWindow('2026-05-02', '06:00', justAfterMidnight, TZ)).toBe(true);
    expect(isAfterWindow('2026-05-31', justAfterMidnight, TZ)).toBe(true);
  });

  it('spans the end of daylight saving (5 April 2026) by calendar days', () => {
    const now = at('2026-03-08T01:00:00Z'); // 12:00 AEDT, 8 March
    expect(windowDays(now, TZ).last).toBe('2026-04-05');
    expect(inWindow('2026-04-05', '21:00', now, TZ)).toBe(true);
    expect(inWindow('2026-04-06', '06:00', now, TZ)).toBe(false);
  });

  it('a window start of 2 hours moves the earliest instant', () => {
    expect(inWindow('2026-05-02', '10:45', NOW, TZ, { startHours: 2, days: 28 })).toBe(false);
    expect(inWindow('2026-05-02', '11:00', NOW, TZ, { startHours: 2, days: 28 })).toBe(true);
  });
});

describe('Sydney wall times and instants across daylight saving', () => {
  it.each([
    ['2026-04-04', '06:00', '2026-04-03T19:00:00.000Z'], // AEDT +11, the day before it ends
    ['2026-04-05', '06:00', '2026-04-04T20:00:00.000Z'], // AEST +10 from 03:00 that night
    ['2026-10-03', '06:00', '2026-10-02T20:00:00.000Z'], // AEST +10, the day before it starts
    ['2026-10-04', '06:00', '2026-10-03T19:00:00.000Z'], // AEDT +11 from 02:00 that night
  ])('%s %s is %s', (day, time, iso) => {
    expect(instantOf(day, time, TZ).toISOString()).toBe(iso);
  });

  it('writes instants with the offset of their day', () => {
    expect(zonedIso(at('2026-10-03T19:00:00Z'), TZ)).toBe('2026-10-04T06:00:00+11:00');
    expect(zonedIso(at('2026-10-03T15:30:00Z'), TZ)).toBe('2026-10-04T01:30:00+10:00');
    expect(zonedIso(at('2026-04-04T20:00:00Z'), TZ)).toBe('2026-04-05T06:00:00+10:00');
  });

  it('finds a collision by instants: 06:00 on 5 April is not 06:00 on 4 April', () => {
    const taken = [{ start: at('2026-04-04T20:00:00Z'), end: at('2026-04-04T21:00:00Z') }];
    const early = at('2026-03-30T00:00:00Z');
    expect(checkBooking(slot('2026-04-05', '06:30', '07:30'), facts({ now: early, occupied: taken }))).toMatchObject({
      ok: false,
      key: 'error_collision',
    });
    expect(checkBooking(slot('2026-04-04', '06:30', '07:30'), facts({ now: early, occupied: taken }))).toMatchObject({
      ok: true,
    });
  });

  it('prices by the wall clock on the night the clocks go forward', () => {
    const early = at('2026-09-30T00:00:00Z');
    expect(checkBooking(slot('2026-10-04', '06:00', '08:00'), facts({ now: early }))).toEqual({
      ok: true,
      rateCents: 10000,
      minutes: 120,
    });
  });
});

describe("checkBooking: one answer, the first key in the spec's priority order", () => {
  const taken = [{ start: instantOf('2026-05-04', '10:00', TZ), end: instantOf('2026-05-04', '11:00', TZ) }];
  it.each<[string, BookingSlot, Partial<BookingFacts>, string, string]>([
    ['a member who may not book', slot('2026-05-04', '10:00', '11:00'), { authProblem: 'no' }, 'error_auth', 'no'],
    [
      'a court closed that day',
      slot('2026-05-04', '10:00', '11:00'),
      { hours: null },
      'error_avail',
      'Booking not available: no availability hours.',
    ],
    [
      'before opening',
      slot('2026-05-04', '05:30', '06:30'),
      {},
      'error_avail',
      'This court can only be booked between 06:00 and 22:00 on that day.',
    ],
    [
      'past closing',
      slot('2026-05-04', '21:30', '22:15'),
      {},
      'error_avail',
      'This court can only be booked between 06:00 and 22:00 on that day.',
    ],
    [
      'a taken court',
      slot('2026-05-04', '10:30', '11:30'),
      { occupied: taken },
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    ['end before start', slot('2026-05-04', '11:00', '10:00'), {}, 'error_rule', 'End Time must be after Start Time'],
    ['end at start', slot('2026-05-04', '11:00', '11:00'), {}, 'error_rule', 'End Time must be after Start Time'],
    [
      'off the 15-minute steps',
      slot('2026-05-04', '10:10', '11:10'),
      {},
      'error_rule',
      'Booking times must be on the hour or at 15, 30 or 45 minutes past.',
    ],
    [
      '30 days ahead',
      slot('2026-06-01', '10:00', '11:00'),
      {},
      'error_rule',
      'Booking can only be made between 0 hours and 28 days from now.',
    ],
    [
      'too short for any rate',
      slot('2026-05-04', '10:00', '10:30'),
      {},
      'error_rate',
      'There is no rate for this type, option and length of booking. Please choose another.',
    ],
    [
      'an option without a rate for its type',
      slot('2026-05-04', '10:00', '11:00'),
      { typeId: 2, optionId: 7 },
      'error_rate',
      'There is no rate for this type, option and length of booking. Please choose another.',
    ],
    // several problems at once: the first in the spec's order wins
    [
      'closed, taken, late and rateless',
      slot('2026-06-01', '05:00', '05:30'),
      { hours: null, occupied: taken },
      'error_avail',
      'Booking not available: no availability hours.',
    ],
    [
      'taken, off-step and rateless',
      slot('2026-05-04', '10:10', '10:25'),
      { occupied: taken },
      'error_collision',
      'This court is already booked for part of that time. Please choose another time or court.',
    ],
    [
      '30 days ahead and rateless',
      slot('2026-06-01', '10:00', '10:15'),
      {},
      'error_rule',
      'Booking can only be made between 0 hours and 28 days from now.',
    ],
  ])('%s: %s', (_, s, over, key, message) => {
    expect(checkBooking(s, facts(over))).toEqual({ ok: false, key, message });
  });

  it('a booking ending as another starts does not collide', () => {
    expect(checkBooking(slot('2026-05-04', '09:00', '10:00'), facts({ occupied: taken }))).toEqual({
      ok: true,
      rateCents: 5000,
      minutes: 60,
    });
  });
});

describe("rateFor: type, option and length band, times the court's share", () => {
  it.each([
    ['1 hour, full court', 1, null, 60, [1, 1], 5000],
    ['2 hours, full court', 1, null, 120, [1, 1], 10000],
    ['2 h 15 min, the longer band', 1, null, 135, [1, 1], 10125],
    ['4 hours, full court', 1, null, 240, [1, 1], 18000],
    ['4 h 15 min: no band', 1, null, 255, [1, 1], null],
    ['45 minutes: no band', 1, null, 45, [1, 1], null],
    ['1 hour with the option', 1, 7, 60, [1, 1], 6000],
    ['1.5 hours, half court', 1, null, 90, [1, 2], 3750],
    ['1.5 hours, a third', 1, null, 90, [1, 3], 2500],
    ['1 hour, two thirds (rounded half up)', 1, null, 60, [2, 3], 3333],
    ['1 h 15 min, a third', 1, null, 75, [1, 3], 2083],
    ['another type', 2, null, 60, [1, 1], null],
  ] as const)('%s', (_, type, option, minutes, [units, of], cents) => {
    expect(rateFor(RATES, type, option, minutes, { units, of })).toBe(cents);
  });
});

describe('time pickers (spec 002 §5: 15-minute steps between the earliest and latest allowed)', () => {
  it('a future day runs from opening to a step before closing', () => {
    const starts = startChoices('2026-05-04', HOURS, NOW, TZ);
    expect(starts[0]).toBe('06:00');
    expect(starts.at(-1)).toBe('21:45');
    expect(starts).toHaveLength(64);
    expect(starts.every((t) => ['00', '15', '30', '45'].includes(t.slice(3)))).toBe(true);
  });
  it('today starts at now plus the window start, rounded up to a step', () => {
    expect(startChoices('2026-05-02', HOURS, at('2026-05-01T23:07:00Z'), TZ)[0]).toBe('09:15');
    expect(startChoices('2026-05-02', HOURS, at('2026-05-01T23:00:00Z'), TZ)[0]).toBe('09:00');
    expect(startChoices('2026-05-02', HOURS, at('2026-05-01T23:07:00Z'), TZ, { startHours: 2, days: 28 })[0]).toBe(
      '11:15',
    );
  });
  it('nothing is left after closing, nor on a past day', () => {
    expect(startChoices('2026-05-02', HOURS, at('2026-05-02T11:50:00Z'), TZ)).toEqual([]);
    expect(startChoices('2026-05-01', HOURS, NOW, TZ)).toEqual([]);
  });
  it('without hours the defaults apply (06:00 to 21:00)', () => {
    const starts = startChoices('2026-05-04', null, NOW, TZ);
    expect([starts[0], starts.at(-1)]).toEqual(['06:00', '20:45']);
  });
  it('end times follow the start, trimmed at closing', () => {
    expect(endChoices('21:30', HOURS)).toEqual(['21:45', '22:00']);
    expect(endChoices('06:00', HOURS)[0]).toBe('06:15');
    expect(endChoices(null, HOURS)).toEqual([]);
  });
});
