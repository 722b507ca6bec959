import { describe, expect, it } from 'vitest';
import { attendeeLine, formatTime, voucherLine, whenLine } from './product-lines';

describe('product card lines (spec 002 §2)', () => {
  it.each([
    ['09:00', '09:00 AM'],
    ['00:30', '12:30 AM'],
    ['12:00', '12:00 PM'],
    ['15:45', '03:45 PM'],
  ])('%s shows %s', (t, shown) => expect(formatTime(t)).toBe(shown));
  it('shows dates DD/MM/YYYY and one date for a single day', () => {
    expect(
      whenLine({
        product_date_start: '2026-12-24',
        product_date_end: '2026-12-26',
        product_time_start: '09:00',
        product_time_end: '15:00',
      }),
    ).toEqual({ dates: '24/12/2026 - 26/12/2026', times: '09:00 AM - 03:00 PM' });
    expect(
      whenLine({
        product_date_start: '2026-12-24',
        product_date_end: '2026-12-24',
        product_time_start: null,
        product_time_end: null,
      }),
    ).toEqual({ dates: '24/12/2026', times: null });
  });
  it('says whether the voucher applies and an attendee is needed', () => {
    expect(voucherLine(true)).toBe('Eligible for Active & Creative Kids');
    expect(voucherLine(false)).toBe('Not eligible for Active & Creative Kids');
    expect(attendeeLine(false)).toBe('Attendee required');
    expect(attendeeLine(true)).toBe('No Attendee required');
  });
});
