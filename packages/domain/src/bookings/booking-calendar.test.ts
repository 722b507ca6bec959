import { describe, expect, it } from 'vitest';
import { bookingEvent, isUpcoming } from './booking-links';
import {
  calendarColumns,
  calendarRows,
  courtFraction,
  dayTitle,
  eventBox,
  eventTime,
  isBookable,
} from './booking-calendar';
import type { BookingCourt, BookingEvent, BookingRecord } from './bookings.contract';
import { durationText } from './bookings.messages';

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
const COURTS = [
  court(1, null, 0, 2, 2),
  court(2, 1, 0, 1, 2),
  court(3, 1, 1, 1, 2),
  court(4, null, 0, 3, 3),
  court(5, 4, 1, 2, 3),
  court(6, 4, 2, 1, 3),
];
const event = (courtId: number, start: string, end: string): BookingEvent => ({
  event_id: 'booking-1',
  kind: 'booking',
  start,
  end,
  type: 'Casual Hire',
  option: '',
  court: 'x',
  court_id: courtId,
  venue: 'Hornsby',
});

describe('the day calendar (spec 002 §2, §9)', () => {
  it('has 34 rows of 30 minutes from 06:00 to 23:00', () => {
    const rows = calendarRows();
    expect(rows).toHaveLength(34);
    expect([rows[0]!.from, rows.at(-1)!.to]).toEqual(['06:00', '23:00']);
  });
  it('has one column per full court', () => {
    expect(calendarColumns(COURTS).map((c) => c.court_id)).toEqual([1, 4]);
  });
  it.each([
    [2, 2, 'full'],
    [1, 2, 'half'],
    [2, 3, 'two-third'],
    [1, 3, 'third'],
    [3, 3, 'full'],
  ] as const)('%i of %i units is %s', (span, total, fraction) => {
    expect(courtFraction(span, total)).toBe(fraction);
  });
  it("places an event by its times and its court's units", () => {
    expect(eventBox(event(3, '2026-05-02T09:00:00+10:00', '2026-05-02T10:30:00+10:00'), COURTS, '2026-05-02')).toEqual({
      column: 0,
      top: 180,
      height: 90,
      left: 0.5,
      width: 0.5,
      fraction: 'half',
    });
    expect(
      eventBox(event(5, '2026-05-02T06:00:00+10:00', '2026-05-02T07:00:00+10:00'), COURTS, '2026-05-02'),
    ).toMatchObject({ column: 1, top: 0, height: 60, left: 1 / 3, width: 2 / 3, fraction: 'two-third' });
  });
  it('clips an event to the calendar and drops one outside it', () => {
    expect(
      eventBox(event(1, '2026-05-02T05:00:00+10:00', '2026-05-02T06:30:00+10:00'), COURTS, '2026-05-02'),
    ).toMatchObject({ top: 0, height: 30 });
    expect(
      eventBox(event(1, '2026-05-02T23:00:00+10:00', '2026-05-02T23:30:00+10:00'), COURTS, '2026-05-02'),
    ).toBeNull();
    expect(
      eventBox(event(99, '2026-05-02T09:00:00+10:00', '2026-05-02T10:00:00+10:00'), COURTS, '2026-05-02'),
    ).toBeNull();
  });
  it("marks rows outside a court's hours not bookable", () => {
    const hours = { court_id: 1, availability_from: '08:00', availability_to: '21:30' };
    const rows = calendarRows();
    expect(
      rows
        .filter((r) => isBookable(r, hours))
        .map((r) => r.from)
        .slice(0, 1),
    ).toEqual(['08:00']);
    expect(rows.filter((r) => isBookable(r, hours)).at(-1)!.to).toBe('21:30');
    expect(isBookable(rows[5]!, { court_id: 1, availability_from: null, availability_to: null })).toBe(false);
    expect(isBookable(rows[5]!, undefined)).toBe(false);
  });
  it('shows event times as DD/MM/YYYY HH:mm, and a day with its weekday', () => {
    expect(eventTime('2026-05-02T09:15:00+10:00')).toBe('02/05/2026 09:15');
    expect(dayTitle('2026-05-02')).toBe('Saturday 02/05/2026');
  });
});

describe("a booking's calendar event (spec 002 §7)", () => {
  const record: BookingRecord = {
    b_id: 12,
    venue_name: 'Hornsby Indoor Sports Centre',
    sport_name: 'Basketball',
    booking_from: '2026-10-04T06:00:00+11:00',
    booking_to: '2026-10-04T07:30:00+11:00',
    duration: 90,
    type_name: 'Casual Hire',
    option_name: 'Scoreboard',
    space_name: 'Court 1 North',
    venue_address: '36 Edgeworth David Avenue, HORNSBY NSW 2077',
    o_id: 5,
    b_status: 'booked',
    cancel_reason: null,
  };
  it('has the title, the venue as location, and the description fields', () => {
    expect(bookingEvent(record, 'Australia/Sydney', 'example.org')).toEqual({
      uid: 'booking-12@example.org',
      title: 'Court hire: Court 1 North, Hornsby Indoor Sports Centre',
      start: '2026-10-04T06:00:00',
      end: '2026-10-04T07:30:00',
      timeZone: 'Australia/Sydney',
      location: 'Hornsby Indoor Sports Centre, 36 Edgeworth David Avenue, HORNSBY NSW 2077',
      details:
        'Venue: Hornsby Indoor Sports Centre\nSport: Basketball\nType: Casual Hire\nOption: Scoreboard\nSpace: Court 1 North\nDuration: 1 hour 30 minutes',
    });
  });
  it('is offered only before it starts', () => {
    expect(isUpcoming(record, new Date('2026-10-03T18:59:00Z'))).toBe(true);
    expect(isUpcoming(record, new Date('2026-10-03T19:00:00Z'))).toBe(false);
  });
  it.each([
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [45, '45 minutes'],
    [150, '2 hours 30 minutes'],
  ])('%i minutes read %s', (m, text) => {
    expect(durationText(m)).toBe(text);
  });
});
