import { MembershipMessages, ReceiptMessages } from '@portal/domain/payments/payments.messages';
import { canRenew, nextExpiry } from '@portal/domain/payments/payments.rules';
import { isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { AuthMember, Ctx } from '../platform/context';
import type { Tx } from '../platform/db';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { requirePersonGates } from '../platform/gates';
import * as repo from './membership.repo';
import type { OrderStep } from './order-kinds';
import { noteOrderLines } from './order-payments';
import type { PayLine } from './pay-cart';

// Renewing a sport's membership (spec 002 §2, §9): the one code path for both ways to pay for it, the membership
// page (one person, its own order kind) and a cart of several (docs/decisions/250: an order's data.renewals, each
// naming the person). Held while the payment is under way, extended by 12 months once it is paid.

/** A renewal an order pays for: whose membership, which sport. Kept in the order's data as `renewals`. */
export interface Renewal {
  memberId: number;
  sport: string;
}

const fullName = (m: Pick<AuthMember, 'firstname' | 'lastname'>) => `${m.firstname} ${m.lastname}`.trim();

/**
 * The order line of `person`'s renewal of `sport`, priced from the database: the person must pass the membership
 * page's gates and be due (spec 002 §2), and `shownPrice` must be the current price. The line names the person.
 */
export async function renewalLine(
  ctx: Ctx,
  person: AuthMember,
  sport: string,
  shownPrice: number,
  field: string,
): Promise<PayLine> {
  const product = await repo.membershipProduct(ctx.db, sport);
  if (!product) throw notFound(MembershipMessages.unknownSport);
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  requirePersonGates(ctx, person, 'notNonPl', 'completeProfile');
  if (shownPrice !== product.priceCents) throw fieldErrors({ [`${field}.p_price`]: MembershipMessages.priceChanged });
  const row = await repo.memberSport(ctx.db, person.id, sport);
  if (!canRenew(row?.expiryDate ?? null, today))
    throw new AppError(422, 'error_response', `${fullName(person)}: ${MembershipMessages.tooEarly}`);
  return {
    kind: 'membership',
    refId: product.id,
    name: product.name,
    quantity: 1,
    unitPriceCents: product.priceCents,
    voucherEligible: true,
    akvEligible: true,
    details: { person: { member_id: person.id, name: fullName(person) } },
  };
}

/**
 * In payCart's first transaction: one payment per person and sport at a time (the person's row locked, then no other
 * pending order renewing it, whichever way it pays), and the membership still due.
 */
export async function holdRenewal(
  tx: Tx,
  { memberId, sport }: Renewal,
  orderId: number,
  { config, now }: OrderStep,
): Promise<void> {
  await repo.lockMember(tx, memberId);
  if (await repo.pendingRenewals(tx, memberId, sport, orderId))
    throw new AppError(409, 'error_response', MembershipMessages.alreadyPending);
  const row = await repo.memberSport(tx, memberId, sport);
  if (!canRenew(row?.expiryDate ?? null, todayIn(config.site.timeZone, now)))
    throw new AppError(422, 'error_response', MembershipMessages.tooEarly);
}

/** What a paid renewal changed, kept in its order's data as `renewed`, so a full refund can give it back (decision 256). */
export interface Renewed extends Renewal {
  from: string | null;
  to: string;
  prevFrom: string | null;
  dueBefore: boolean;
}

/** Once paid: the person's expiry in the sport moves on 12 months (spec 002 §9); the order keeps the change. */
export async function extendRenewal(
  tx: Tx,
  { memberId, sport }: Renewal,
  orderId: number,
  { config, now }: OrderStep,
): Promise<void> {
  await repo.lockMember(tx, memberId);
  const row = await repo.memberSport(tx, memberId, sport);
  const from = row?.expiryDate ?? null;
  const to = nextExpiry(from, todayIn(config.site.timeZone, now));
  await repo.extendMemberSport(tx, memberId, sport, to, from);
  await repo.keepRenewed(tx, orderId, {
    memberId,
    sport,
    from,
    to,
    prevFrom: row?.prevExpiryDate ?? null,
    dueBefore: row?.membRenewal ?? true,
  });
  // the receipt (page and mail) gives the new expiry on the person's membership line (issue 40)
  await noteOrderLines(tx, orderId, 'membership', ReceiptMessages.membershipExpires(isoToDmy(to)), memberId);
}

/**
 * An order's payment refunded in full gives back the memberships it paid for (decision 256): each renewal whose expiry
 * is still the one the order set goes back to what it was before (expiry, previous expiry, renewal due). A later change (another renewal,
 * a correction) is left as it is. Answers the renewals given back, with the person's name.
 */
export async function undoRenewals(tx: Tx, orderId: number): Promise<(Renewed & { name: string })[]> {
  const renewed = [...(await repo.renewedOf(tx, orderId))].sort(
    (a, b) => a.memberId - b.memberId || a.sport.localeCompare(b.sport),
  );
  const undone: Renewed[] = [];
  for (const r of renewed) {
    await repo.lockMember(tx, r.memberId);
    if (await repo.restoreMemberSport(tx, r)) undone.push(r);
  }
  const names = await repo.memberNames(
    tx,
    undone.map((r) => r.memberId),
  );
  return undone.map((r) => ({ ...r, name: names.get(r.memberId) ?? '' }));
}

/** The renewals of an order's data, in member order (so two carts lock the same people in the same order). */
export function renewalsOf(data: Record<string, unknown>): Renewal[] {
  const list = Array.isArray(data.renewals) ? (data.renewals as Renewal[]) : [];
  return [...list].sort((a, b) => a.memberId - b.memberId || a.sport.localeCompare(b.sport));
}
