import { describe, expect, it } from 'vitest';
import { shownDate, typedDate } from './iso-date-field';

describe('IsoDateField values', () => {
  it.each([
    ['05/12/2026', '2026-12-05'],
    ['05122026', '2026-12-05'],
    ['5/12/2026', '51/22/026'],
    ['31/02/2026', '31/02/2026'],
    ['05/1', '05/1'],
    ['', ''],
  ])('typing %j keeps %j', (typed, value) => expect(typedDate(typed)).toBe(value));
  it.each([
    ['2026-12-05', '05/12/2026'],
    ['05/1', '05/1'],
    ['', ''],
  ])('%j shows %j', (value, shown) => expect(shownDate(value)).toBe(shown));
});
