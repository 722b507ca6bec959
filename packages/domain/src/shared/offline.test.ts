import { describe, expect, it } from 'vitest';
import { offlineNote } from './offline';

describe('the offline note (decision 334)', () => {
  const now = new Date('2026-12-06T02:00:00Z'); // 1:00 pm in Sydney (daylight time)
  it.each([
    ['2026-12-05T22:42:00Z', 'Offline — last updated 9:42 am'],
    ['2026-12-06T01:05:00Z', 'Offline — last updated 12:05 pm'],
    ['2026-12-05T10:30:00Z', 'Offline — last updated 05/12/2026 9:30 pm'],
  ])('%s reads "%s"', (storedAt, text) => {
    expect(offlineNote(storedAt, 'Australia/Sydney', now)).toBe(text);
  });
});
