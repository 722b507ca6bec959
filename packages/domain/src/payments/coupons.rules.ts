// The rules a coupon applies to a member (spec 002 §5 coupon discount; docs/decisions/146, 239), in one place for the
// member's validate call, every payment and the back-office's list: switched on, within its window in the
// association's time zone, uses in total and per member. The database backs the limits when a payment holds a use.

/** What a coupon's rules read: staff set everything but `uses` (its live uses, held or spent). */
export interface CouponLimits {
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  uses: number;
}

/** Why a member cannot use a coupon now; the messages are CouponResultMessages of the same names. */
export type CouponRefusal = 'invalid' | 'notYet' | 'usedUp' | 'memberLimit';

/** Whether a coupon is on and within its window on `today` (yyyy-mm-dd, inclusive): null when it is, else why not. */
export function couponWindowRefusal(c: CouponLimits, today: string): 'invalid' | 'notYet' | null {
  if (!c.active || (c.validUntil !== null && c.validUntil < today)) return 'invalid';
  if (c.validFrom !== null && c.validFrom > today) return 'notYet';
  return null;
}

/** Whether a member who used the coupon `memberUses` times may use it once more on `today`: null, or why not. */
export function couponRefusal(c: CouponLimits, today: string, memberUses: number): CouponRefusal | null {
  const window = couponWindowRefusal(c, today);
  if (window) return window;
  if (c.maxUses !== null && c.uses >= c.maxUses) return 'usedUp';
  if (c.maxUsesPerMember !== null && memberUses >= c.maxUsesPerMember) return 'memberLimit';
  return null;
}

/** The coupon's state on `today` as the back-office lists it. */
export function couponState(c: CouponLimits, today: string): 'off' | 'scheduled' | 'expired' | 'used_up' | 'live' {
  if (!c.active) return 'off';
  if (c.validUntil !== null && c.validUntil < today) return 'expired';
  if (c.validFrom !== null && c.validFrom > today) return 'scheduled';
  if (c.maxUses !== null && c.uses >= c.maxUses) return 'used_up';
  return 'live';
}
