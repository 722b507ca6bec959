import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn';

describe('isValidAbn', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's published example
    ['41912345621', true],
    ['41912345622', false],
    ['4191234562', false],
    ['41 912 345 62a', false],
  ])('%s → %s', (abn, ok) => {
    expect(isValidAbn(abn)).toBe(ok);
  });

  it('groups the digits as the ATO does', () => {
    expect(formatAbn('41912345621')).toBe('41 912 345 621');
  });
});
