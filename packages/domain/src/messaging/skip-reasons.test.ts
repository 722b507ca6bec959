import { describe, expect, it } from 'vitest';
import { SKIP_REASONS, SkipReasonCounts } from './messaging';

// The preview counts who is left out of each way ("12 left out (8 without an email address, 4 unsubscribed)"): each
// reason must read as words after its number, in the singular and the plural.
describe('SkipReasonCounts', () => {
  it.each([
    ['no-email', 3, '3 without an email address'],
    ['no-device', 1, '1 has not allowed app notifications'],
    ['no-device', 50, '50 have not allowed app notifications'],
    ['under-18', 2, '2 under 18'],
  ] as const)('%s × %i', (reason, n, words) => expect(SkipReasonCounts[reason](n)).toBe(words));

  it('every reason starts with its count and has no capital letter after it', () => {
    for (const r of SKIP_REASONS) expect(SkipReasonCounts[r](7)).toMatch(/^7 [a-z0-9]/);
  });
});
