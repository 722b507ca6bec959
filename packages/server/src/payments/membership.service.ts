import type { MembershipInfo, MembershipPayBody, PayReply } from '@portal/domain/payments/payments.contract';
import { MembershipMessages } from '@portal/domain/payments/payments.messages';
import { canRenew, nextExpiry, renewalDate } from '@portal/domain/payments/payments.rules';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import * as repo from './membership.repo';
import type { OrderKind, StoredOrder } from './order-kinds';
import { extendRenewal, holdRenewal } from './renewal';
import { payCart } from './pay-cart';

// Membership renewal (spec 002 §2, §4, §9): the sport's product, the renewal date (expiry minus 31 days), and paying,
// which extends the member's expiry in that sport by 12 months. Needs non_pl false and a complete profile.

const SPORT_NAMES: Record<string, string> = { basketball: 'Basketball', netball: 'Netball' };
const dmy = (iso: string | null) => (iso ? isoToDmy(iso) : null);

async function productOf(ctx: Ctx, sport: string) {
  const product = await repo.membershipProduct(ctx.db, sport);
  if (!product) throw notFound(MembershipMessages.unknownSport);
  return product;
}

/** GET /api/ecommerce/membership/{sport}. */
export async function getMembership(ctx: Ctx, sport: string): Promise<{ data: MembershipInfo }> {
  const { member } = requireGates(ctx, 'notNonPl', 'completeProfile');
  const [product, row] = await Promise.all([productOf(ctx, sport), repo.memberSport(ctx.db, member.id, sport)]);
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const expiry = row?.expiryDate ?? null;
  const renewable = canRenew(expiry, today);
  return {
    data: {
      sport: {
        text: SPORT_NAMES[sport] ?? sport,
        value: sport,
        expiry_date: expiry ? isoToDmy(expiry, '-') : null,
        memb_renewal: row?.membRenewal ?? false,
        prev_expiry_date: row?.prevExpiryDate ? isoToDmy(row.prevExpiryDate, '-') : null,
      },
      membershipCart: { p_name: product.name, p_price: product.priceCents },
      renewal_date: expiry ? dmy(renewalDate(expiry)) : null,
      can_renew: renewable,
      message: renewable ? null : MembershipMessages.tooEarly,
      new_expiry_date: dmy(nextExpiry(expiry, today))!,
    },
  };
}

/** POST /api/ecommerce/membership/{sport}: pay, then the expiry moves on 12 months. */
export async function payMembership(
  ctx: Ctx,
  sport: string,
  body: MembershipPayBody,
  idempotencyKey: string,
): Promise<PayReply> {
  const memberCtx = requireGates(ctx, 'notNonPl', 'completeProfile');
  if (body.sport !== sport) throw fieldErrors({ sport: MembershipMessages.unknownSport });
  const product = await productOf(ctx, sport);
  const check = async () => {
    if (body.membershipCart.p_price !== product.priceCents)
      throw fieldErrors({ 'membershipCart.p_price': MembershipMessages.priceChanged });
    const row = await repo.memberSport(ctx.db, memberCtx.member.id, sport);
    if (!canRenew(row?.expiryDate ?? null, todayIn(ctx.config.site.timeZone, ctx.now()))) {
      throw new AppError(422, 'error_response', MembershipMessages.tooEarly);
    }
  };
  const paid = await payCart(memberCtx, {
    check,
    kind: MEMBERSHIP_KIND.kind,
    idempotencyKey,
    description: product.name,
    lines: [
      {
        kind: 'membership',
        refId: product.id,
        name: product.name,
        quantity: 1,
        unitPriceCents: product.priceCents,
        voucherEligible: true,
        akvEligible: true,
      },
    ],
    couponCart: body.couponCart,
    donation: body.donationCart.length > 0,
    cardData: body.cardData,
    data: { sport },
  });
  return { data: { o_id: paid.orderId, o_paid: true, message: PAYMENT_SUCCESS } };
}

const renewalOf = (order: StoredOrder) => ({ memberId: order.memberId, sport: String(order.data.sport) });

/** The membership order kind: the member's own renewal (payments/renewal.ts holds and extends it). */
export const MEMBERSHIP_KIND: OrderKind = {
  kind: 'membership',
  reserve: (tx, order, step) => holdRenewal(tx, renewalOf(order), order.id, step),
  confirm: (tx, order, step) => extendRenewal(tx, renewalOf(order), order.id, step),
  async release() {
    // Nothing was held beyond the pending order itself.
  },
};
