import type { CardInput, GatewayPayment, PaymentGateway } from '../platform/gateway-port';

// Charging outside any transaction (reserve, charge, then confirm or release): create the payment at the gateway
// with our reference and idempotency key, authorise it with the card, capture it. Every way it can end is one of
// three outcomes; when the gateway cannot be reached, it is asked by our reference what became of the payment.

export type ChargeOutcome =
  | { kind: 'captured'; payment: GatewayPayment }
  | { kind: 'refused'; message: string; payment: GatewayPayment | null }
  /** Nobody can tell yet (the gateway is unreachable): recovery finishes it once the attempt's lease runs out. */
  | { kind: 'unknown'; error: unknown };

const REFUSED = new Set(['declined', 'failed', 'cancelled']);

export interface ChargeRequest {
  amountCents: number;
  reference: string;
  description: string;
  card: CardInput;
  /** Called with the gateway's id as soon as it is known (stored for recovery). */
  onCreated?: (paymentId: string) => Promise<void>;
}

export async function charge(gateway: PaymentGateway, req: ChargeRequest, notCharged: string): Promise<ChargeOutcome> {
  try {
    let p = await gateway.create({
      amountCents: req.amountCents,
      currency: 'AUD',
      reference: req.reference,
      idempotencyKey: req.reference,
      description: req.description,
    });
    await req.onCreated?.(p.id);
    p = await gateway.authorise(p.id, req.card);
    if (p.status === 'authorised') p = await gateway.capture(p.id);
    return classify(p, notCharged) ?? { kind: 'unknown', error: new Error(`gateway answered ${p.status}`) };
  } catch (error) {
    return settleByReference(gateway, req.reference, notCharged, error);
  }
}

/** What a payment's state means for us; null when it is still in between (created, authorised). */
export function classify(p: GatewayPayment, notCharged: string): ChargeOutcome | null {
  if (p.status === 'captured') return { kind: 'captured', payment: p };
  if (REFUSED.has(p.status)) return { kind: 'refused', message: p.message || notCharged, payment: p };
  if (p.status === 'refunded') return { kind: 'refused', message: notCharged, payment: p };
  return null;
}

/**
 * Find out what became of the payment made under `reference`, finishing it either way: an authorisation is
 * captured (the member asked to pay), a payment never authorised is cancelled. Unknown while the gateway is down.
 */
export async function settleByReference(
  gateway: PaymentGateway,
  reference: string,
  notCharged: string,
  error?: unknown,
): Promise<ChargeOutcome> {
  try {
    const found = await gateway.findByReference(reference);
    if (!found) return { kind: 'refused', message: notCharged, payment: null };
    if (found.status === 'authorised')
      return classify(await gateway.capture(found.id), notCharged) ?? { kind: 'unknown', error };
    if (found.status === 'created') {
      const cancelled = await gateway.cancel(found.id);
      return { kind: 'refused', message: notCharged, payment: cancelled };
    }
    return classify(found, notCharged) ?? { kind: 'unknown', error };
  } catch (lookupError) {
    return { kind: 'unknown', error: error ?? lookupError };
  }
}
