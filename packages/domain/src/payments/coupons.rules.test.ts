import { describe, expect, it } from 'vitest';
import { couponRefusal, couponState, type CouponLimits } from './coupons.rules';

// The coupon rules every payment and the back-office apply (docs/decisions/146, 239), at their boundaries.

const TODAY = '2026-11-28';
const coupon = (c: Partial<CouponLimits> = {}): CouponLimits => ({
  active: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerMember: null,
  uses: 0,
  ...c,
});

describe('couponRefusal', () => {
  it.each<[string, Partial<CouponLimits>, number, ReturnType<typeof couponRefusal>]>([
    ['open-ended, no limits', {}, 99, null],
    ['switched off', { active: false }, 0, 'invalid'],
    ['last day of its window', { validUntil: TODAY }, 0, null],
    ['the day after its window', { validUntil: '2026-11-27' }, 0, 'invalid'],
    ['first day of its window', { validFrom: TODAY }, 0, null],
    ['the day before its window', { validFrom: '2026-11-29' }, 0, 'notYet'],
    ['a one-day window, that day', { validFrom: TODAY, validUntil: TODAY }, 0, null],
    ['one use left in total', { maxUses: 3, uses: 2 }, 0, null],
    ['no use left in total', { maxUses: 3, uses: 3 }, 0, 'usedUp'],
    ['one use left for the member', { maxUsesPerMember: 2 }, 1, null],
    ['the member used it as often as it allows', { maxUsesPerMember: 2 }, 2, 'memberLimit'],
    ['switched off outranks used up', { active: false, maxUses: 1, uses: 1 }, 0, 'invalid'],
    ['used up in total outranks the member limit', { maxUses: 1, uses: 1, maxUsesPerMember: 1 }, 1, 'usedUp'],
  ])('%s', (_name, c, memberUses, refusal) => {
    expect(couponRefusal(coupon(c), TODAY, memberUses)).toBe(refusal);
  });
});

describe('couponState', () => {
  it.each<[Partial<CouponLimits>, ReturnType<typeof couponState>]>([
    [{}, 'live'],
    [{ active: false, validUntil: '2020-01-01' }, 'off'],
    [{ validUntil: '2026-11-27' }, 'expired'],
    [{ validFrom: '2026-11-29' }, 'scheduled'],
    [{ maxUses: 5, uses: 5 }, 'used_up'],
    [{ maxUses: 5, uses: 4, validUntil: TODAY }, 'live'],
  ])('%j is %s', (c, state) => {
    expect(couponState(coupon(c), TODAY)).toBe(state);
  });
});
