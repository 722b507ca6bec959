import { describe, expect, it } from 'vitest';
import { courtFraction } from './booking-calendar';
import type { BookingCourt, BookingEvent, CourtHours } from './bookings.contract';
import { bookingFrom, freeStartIn, freeTimes, isFreeBetween } from './free-times';

const court = (id: number, parent: number | null, start: number, span: number, total: number): BookingCourt => ({
  court_id: id,
  court_name: `Court ${id}`,
  parent_id: parent,
  venue_id: 1,
  sport_id: null,
  type_id: null,
  option_id: null,
  unit_start: start,
  unit_span: span,
  unit_total: total,
  fraction: courtFraction(span, total),
});
// court 1 is a full court of two halves (2 and 3); court 4 stands alone
const COURTS = [court(1, null, 0, 2, 2), court(4, null, 0, 1, 1), court(2, 1, 0, 1, 2), court(3, 1, 1, 1, 2)];
const event = (courtId: number, start: string, end: string): BookingEvent => ({
  event_id: `booking-${courtId}-${start}`,
  kind: 'booking',
  start,
  end,
  type: 'Casual Hire',
  option: '',
  court: 'x',
  court_id: courtId,
  venue: 'Hornsby',
});
const hours = (from: string | null, to: string | null): CourtHours[] =>
  [1, 2, 3, 4].map((id) => ({ court_id: id, availability_from: from, availability_to: to }));
const DAY = '2026-05-02';
const TZ = 'Australia/Sydney';
// 1 May 2026, 10:07 am in Sydney (AEST, +10:00): the day before DAY
const NOW = new Date('2026-05-01T00:07:00Z');
const at = (day: string, t: string) => `${day}T${t}:00+10:00`;
const free = (events: BookingEvent[], opts: { day?: string; now?: Date; h?: CourtHours[] } = {}) =>
  Object.fromEntries(
    freeTimes({
      day: opts.day ?? DAY,
      courts: COURTS,
      events,
      hours: opts.h ?? hours('08:00', '22:00'),
      now: opts.now ?? NOW,
      timeZone: TZ,
    }).map((c) => [c.court.court_id, c.free.map((f) => `${f.from}-${f.to}`)]),
  );

describe('the free times of a day (decision 229)', () => {
  it("lists each full court followed by its parts, in the venue's order", () => {
    expect(
      freeTimes({ day: DAY, courts: COURTS, events: [], hours: hours('08:00', '22:00'), now: NOW, timeZone: TZ }).map(
        (c) => c.court.court_id,
      ),
    ).toEqual([1, 2, 3, 4]);
  });
  it("is the court's hours for hire when nothing is booked", () => {
    expect(free([])).toEqual({ 1: ['08:00-22:00'], 2: ['08:00-22:00'], 3: ['08:00-22:00'], 4: ['08:00-22:00'] });
  });
  it('takes out a booking of the full court from it and both its halves, and leaves the other court alone', () => {
    expect(free([event(1, at(DAY, '09:00'), at(DAY, '10:30'))])).toEqual({
      1: ['08:00-09:00', '10:30-22:00'],
      2: ['08:00-09:00', '10:30-22:00'],
      3: ['08:00-09:00', '10:30-22:00'],
      4: ['08:00-22:00'],
    });
  });
  it("takes a half court's booking from the full court and that half only", () => {
    expect(free([event(3, at(DAY, '18:00'), at(DAY, '22:00'))])).toMatchObject({
      1: ['08:00-18:00'],
      2: ['08:00-22:00'],
      3: ['08:00-18:00'],
    });
  });
  it('merges overlapping bookings and drops a gap shorter than 15 minutes', () => {
    expect(
      free([
        event(4, at(DAY, '09:00'), at(DAY, '11:00')),
        event(4, at(DAY, '10:00'), at(DAY, '12:00')),
        event(4, at(DAY, '12:10'), at(DAY, '13:00')),
      ])[4],
    ).toEqual(['08:00-09:00', '13:00-22:00']);
  });
  it("cuts an event crossing midnight at the day's edge", () => {
    expect(
      free([
        event(4, at('2026-05-01', '20:00'), at(DAY, '09:00')),
        event(4, at(DAY, '21:00'), at('2026-05-03', '01:00')),
      ])[4],
    ).toEqual(['09:00-21:00']);
  });
  it('has nothing for a court not open for hire that day, and says it is closed', () => {
    expect(free([], { h: hours(null, null) })).toEqual({ 1: [], 2: [], 3: [], 4: [] });
    expect(
      freeTimes({ day: DAY, courts: COURTS, events: [], hours: hours(null, null), now: NOW, timeZone: TZ })[0]!.open,
    ).toBe(false);
  });
  it('starts today at now rounded up to the next 15 minutes (spec 002 §5)', () => {
    expect(free([], { day: '2026-05-01' })[4]).toEqual(['10:15-22:00']);
    expect(free([], { day: '2026-05-01', now: new Date('2026-05-01T12:30:00Z') })[4]).toEqual([]);
  });
  it('has nothing on a day before today or after the 28-day window', () => {
    expect(free([], { day: '2026-04-30' })[4]).toEqual([]);
    expect(free([], { day: '2026-05-29' })[4]).toEqual(['08:00-22:00']);
    expect(free([], { day: '2026-05-30' })[4]).toEqual([]);
  });
});

describe('a booking started from a free time', () => {
  const stretches = [
    { from: '08:00', to: '09:00' },
    { from: '10:30', to: '22:00' },
  ];
  it.each([
    ['10:30', { start: '10:30', end: '11:30' }],
    ['08:30', { start: '08:30', end: '09:00' }],
    ['21:45', { start: '21:45', end: '22:00' }],
    ['09:00', null],
    ['22:00', null],
  ])('from %s', (start, expected) => {
    expect(bookingFrom(stretches, start)).toEqual(expected);
  });
  it.each([
    ['10:00', '10:30', '10:00'],
    ['09:00', '09:30', null],
    ['10:30', '11:00', '10:30'],
    ['08:45', '09:15', '08:45'],
    ['06:00', '06:30', null],
  ])('a calendar row %s-%s starts at %s', (from, to, expected) => {
    expect(
      freeStartIn(
        [
          { from: '06:40', to: '06:50' },
          { from: '08:00', to: '09:00' },
          { from: '10:00', to: '22:00' },
        ],
        from,
        to,
      ),
    ).toBe(expected);
  });
  it('knows whether a time is free throughout', () => {
    expect(isFreeBetween(stretches, '10:30', '12:00')).toBe(true);
    expect(isFreeBetween(stretches, '08:30', '10:45')).toBe(false);
  });
});
