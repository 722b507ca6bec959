import { eq } from 'drizzle-orm';
import { refundableCents } from '@portal/domain/payments/refunds.rules';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { payments } from './payments.tables';
import { refundByKey } from './refunds.repo';
import { refundPaymentSaying } from './refund';

// What is left to refund of an order's payment, and the one way another area gives an order's money back: a
// full refund through refundPayment (docs/decisions/201: held, made through the gateway port with no transaction
// open, settled, recovered after a crash), under a key the caller derives from its own record so that asking again
// never refunds twice (docs/decisions/206).

/**
 * What became of an order's refund: 'elsewhere' when another request was refunding the same payment at that moment
 * (the same refund under way, or the amount already held by another refund): nothing more was refunded by this one.
 */
export type OrderRefund =
  | { status: 'none' }
  | { status: 'refunded' | 'refused' | 'unknown' | 'elsewhere'; amountCents: number; message?: string };

/** What is left to refund of the order's payment through the gateway (0: nothing paid by card, or all given back). */
export async function refundableOfOrder(
  db: DbOrTx,
  orderId: number,
): Promise<{ paymentId: number; cents: number } | null> {
  const [p] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!p || !p.gatewayPaymentId) return null;
  return { paymentId: p.id, cents: refundableCents(p) };
}

/**
 * Refund the rest of the order's payment in full under `key`; a key asked before answers that refund, or with
 * `unfinishedOnly` (asking again) 'none' once that refund was settled.
 */
export async function refundOrderInFull(
  ctx: StaffCtx,
  orderId: number,
  reason: string,
  key: string,
  unfinishedOnly = false,
): Promise<OrderRefund> {
  const earlier = await refundByKey(ctx.db, key);
  if (unfinishedOnly && earlier && earlier.status !== 'pending') return { status: 'none' };
  const left = await refundableOfOrder(ctx.db, orderId);
  if (!left) return { status: 'none' };
  const amountCents = earlier?.amountCents ?? left.cents;
  if (amountCents <= 0) return { status: 'none' };
  try {
    const body = { amount_cents: amountCents, reason, idempotency_key: key };
    const { repeated } = await refundPaymentSaying(ctx, left.paymentId, body);
    // a racing request made this refund under the key after the look above: it was not refunded here
    if (repeated) return unfinishedOnly ? { status: 'none' } : { status: 'elsewhere', amountCents };
    return { status: 'refunded', amountCents };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.status === 402) return { status: 'refused', amountCents, message: err.message };
    if (err.status === 502) return { status: 'unknown', amountCents };
    // issue 39: a racing request holds this refund or the money: that is no gateway silence, and nothing was refunded here
    if (err.key === 'in_progress' || err.key === 'error_validation') return { status: 'elsewhere', amountCents };
    throw err;
  }
}
