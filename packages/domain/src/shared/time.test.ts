import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate, formatDateTime, todayIn } from './time';

describe('dates in the association\'s zone', () => {
  it('today is the zone\'s calendar day, not UTC\'s', () => {
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
