import {
  GatewayUnavailableError,
  type CardInput,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../src/platform/gateway-port';

/**
 * A test double of the gateway port (tests only; the product uses the sandbox or eWAY): the test cards of
 * ../shared/CONTRACT.md (4242… approved, 4000…0002 declined), a count of captures, and switches that make a step
 * unreachable or stall, to show what payments does when the gateway fails at each point.
 */
export interface GatewayDouble extends PaymentGateway {
  payments: Map<string, GatewayPayment>;
  captures: number;
  /** The next call of this step throws GatewayUnavailableError (after doing its work when `afterWork`). */
  failNext: {
    step: 'create' | 'authorise' | 'capture' | 'refund' | 'findByReference' | 'findRefund';
    afterWork: boolean;
  } | null;
  /** Refunds made under our references. */
  refunds: Map<string, GatewayRefund>;
  /** Steps that never answer (the server "stops" in the middle). */
  stall: Set<'capture' | 'authorise'>;
}

const DECLINED = '4000000000000002';

export function gatewayDouble(): GatewayDouble {
  let n = 0;
  const payments = new Map<string, GatewayPayment>();
  const g: GatewayDouble = {
    name: 'sandbox',
    payments,
    captures: 0,
    failNext: null,
    stall: new Set(),
    refunds: new Map(),
    async create(req) {
      const existing = [...payments.values()].find((p) => p.reference === req.reference);
      if (existing) return step(g, 'create', () => existing);
      return step(g, 'create', () => {
        const p: GatewayPayment = {
          id: `dbl_${++n}`,
          reference: req.reference,
          status: 'created',
          amountCents: req.amountCents,
          refundedCents: 0,
        };
        payments.set(p.id, p);
        return p;
      });
    },
    async authorise(id, card: CardInput) {
      if (g.stall.has('authorise')) return new Promise<never>(() => {});
      return step(g, 'authorise', () => {
        const p = payments.get(id)!;
        if (p.status !== 'created') return p;
        const number = card.kind === 'card' ? card.number : '4242424242424242';
        Object.assign(
          p,
          number === DECLINED
            ? { status: 'declined', message: 'Do Not Honour' }
            : { status: 'authorised', cardLast4: number.slice(-4) },
        );
        return { ...p };
      });
    },
    async capture(id) {
      const p = payments.get(id)!;
      if (p.status === 'authorised') {
        p.status = 'captured';
        g.captures += 1;
      }
      if (g.stall.has('capture')) return new Promise<never>(() => {});
      return step(g, 'capture', () => ({ ...p }));
    },
    async cancel(id) {
      const p = payments.get(id)!;
      if (p.status === 'created' || p.status === 'authorised') p.status = 'cancelled';
      return { ...p };
    },
    async refund(id, amount) {
      return step(g, 'refund', () => {
        const p = payments.get(id)!;
        p.refundedCents += amount ?? p.amountCents - p.refundedCents;
        if (p.refundedCents >= p.amountCents) p.status = 'refunded';
        return { ...p };
      });
    },
    async refundOnce(id, { amountCents, reference }) {
      return step(g, 'refund', () => {
        const earlier = g.refunds.get(reference);
        if (earlier) return earlier;
        const p = payments.get(id)!;
        if (p.status !== 'captured' || p.refundedCents + amountCents > p.amountCents)
          return { reference, status: 'refused' as const, amountCents, message: 'Invalid Refund Amount' };
        p.refundedCents += amountCents;
        if (p.refundedCents >= p.amountCents) p.status = 'refunded';
        const made = { reference, status: 'refunded' as const, amountCents };
        g.refunds.set(reference, made);
        return made;
      });
    },
    async findRefund(_id, reference) {
      return step(g, 'findRefund', () => g.refunds.get(reference) ?? null);
    },
    async retrieve(id) {
      const p = payments.get(id);
      return p ? { ...p } : null;
    },
    async findByReference(reference) {
      return step(g, 'findByReference', () => {
        const p = [...payments.values()].find((x) => x.reference === reference);
        return p ? { ...p } : null;
      });
    },
    async readWebhook() {
      return null;
    },
  };
  return g;
}

function step<T>(g: GatewayDouble, name: NonNullable<GatewayDouble['failNext']>['step'], work: () => T): T {
  const fail = g.failNext?.step === name ? g.failNext : null;
  if (fail) g.failNext = null;
  if (fail && !fail.afterWork) throw new GatewayUnavailableError(`${name}: connection reset`);
  const result = work();
  if (fail) throw new GatewayUnavailableError(`${name}: timed out`);
  return result;
}
