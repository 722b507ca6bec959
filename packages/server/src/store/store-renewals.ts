import type { RenewalLine } from '@portal/domain/store/store.contract';
import { MembershipMessages } from '@portal/domain/payments/payments.messages';
import { CHECKOUT_PAYMENT } from '@portal/domain/store/store.messages';
import type { MemberCtx } from '../platform/context';
import { personActedFor } from '../platform/act-for';
import { AppError } from '../platform/errors';
import { renewalLine, type PayLine, type Renewal } from '../payments/payments.service';

// Membership renewals in the store's cart (docs/decisions/250): each for the payer or a person the signed-in login may
// act for (the one check, platform/act-for.ts), priced and checked by payments' membership code, never by the browser.

/** The cart's renewals as order lines (each naming its person) and as the order's data.renewals. */
export async function checkedRenewals(
  ctx: MemberCtx,
  items: readonly RenewalLine[],
): Promise<{ lines: PayLine[]; renewals: Renewal[] }> {
  const seen = new Set(items.map((r) => `${r.member_id}:${r.sport}`));
  if (seen.size < items.length)
    throw new AppError(422, 'error_validation', CHECKOUT_PAYMENT.validation, {
      memberships: MembershipMessages.renewalTwice,
    });
  const signedIn = ctx.actor ?? ctx.member;
  const lines: PayLine[] = [];
  for (const [i, item] of items.entries()) {
    const person = await personActedFor(ctx.db, signedIn, item.member_id);
    lines.push(await renewalLine(ctx, person, item.sport, item.p_price, `memberships.${i}`));
  }
  return { lines, renewals: items.map((r) => ({ memberId: r.member_id, sport: r.sport })) };
}
