import {
  GatewayUnavailableError,
  type CardInput,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from '../../platform/gateway-port';
import { ewayMessage, isApproval, toPayment, type EwayTransaction } from './eway-codes';

// eWAY Rapid v3 (docs/decisions/059-eway-rapid.md), over its REST API with fetch and HTTP Basic authentication
// (API key and password). Card form 2 sends the card fields by Direct Connection (Customer.CardDetails: the portal
// is then in full PCI DSS scope, SAQ D); card form 1 sends the Secure Fields code (SecuredCardData) and the card
// never reaches the portal. Payments are taken in one step (Method ProcessPayment), so authorise() answers a
// captured payment and capture() has nothing left to do.

export interface EwaySettings {
  apiKey: string;
  apiPassword: string;
  /** https://api.sandbox.ewaypayments.com (eWAY's sandbox) or https://api.ewaypayments.com. */
  endpoint: string;
  timeoutMs: number;
}

/**
 * eWAY has no "create" step nor idempotency keys: a payment not yet sent is a handle carrying our reference and
 * amount, and the reference (eWAY's InvoiceReference) is what makes a retry safe: before sending a card, the adapter
 * asks eWAY whether a transaction with that reference exists, and answers it instead of charging again.
 */
const PENDING = 'pending.';
const pendingId = (reference: string, amountCents: number) =>
  PENDING + Buffer.from(JSON.stringify({ reference, amountCents })).toString('base64url');
function readPending(id: string): { reference: string; amountCents: number } | null {
  if (!id.startsWith(PENDING)) return null;
  try {
    return JSON.parse(Buffer.from(id.slice(PENDING.length), 'base64url').toString('utf8')) as {
      reference: string;
      amountCents: number;
    };
  } catch {
    return null;
  }
}
const created = (
  id: string,
  p: { reference: string; amountCents: number },
  status: GatewayPayment['status'] = 'created',
): GatewayPayment => ({ id, reference: p.reference, status, amountCents: p.amountCents, refundedCents: 0 });

/** eWAY's REST calls, and the reads every step starts from. */
function ewayClient(settings: EwaySettings) {
  const auth = `Basic ${Buffer.from(`${settings.apiKey}:${settings.apiPassword}`).toString('base64')}`;

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${settings.endpoint}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      throw new GatewayUnavailableError(`eWAY ${method} ${path.split('/')[1]}: ${(err as Error).name}`, err);
    }
    const json = (await res.json().catch(() => null)) as T | null;
    // 401/403: wrong key or password; 5xx: eWAY's own trouble. Either way nothing usable came back.
    if (!res.ok || json === null)
      throw new GatewayUnavailableError(`eWAY ${method} ${path.split('/')[1]} answered ${res.status}`);
    return json;
  }

  async function query(path: string): Promise<EwayTransaction | null> {
    const reply = await api<{ Transactions?: EwayTransaction[]; Errors?: string | null }>('GET', path);
    const found = reply.Transactions?.filter((t) => t.TransactionID) ?? [];
    // A reference may name a declined try followed by an approved one: the approved one is the payment.
    return found.find((t) => t.TransactionStatus) ?? found[found.length - 1] ?? null;
  }

  const findByReference = async (reference: string): Promise<GatewayPayment | null> => {
    const t = await query(`/Transaction/InvoiceRef/${encodeURIComponent(reference)}`);
    return t ? toPayment(t, reference) : null;
  };
  const findRefund = async (reference: string): Promise<GatewayRefund | null> => {
    const t = await query(`/Transaction/InvoiceRef/${encodeURIComponent(reference)}`);
    return t?.TransactionStatus ? { reference, status: 'refunded', amountCents: t.TotalAmount ?? 0 } : null;
  };
  const retrieve = async (id: string): Promise<GatewayPayment | null> => {
    const pending = readPending(id);
    if (pending) return (await findByReference(pending.reference)) ?? created(id, pending);
    const t = await query(`/Transaction/${encodeURIComponent(id)}`);
    return t ? toPayment(t, t.InvoiceReference ?? '') : null;
  };
  /** The payment as eWAY holds it now; a transaction eWAY just named cannot be unknown to it. */
  const current = async (id: string): Promise<GatewayPayment> => {
    const p = await retrieve(id);
    if (!p) throw new GatewayUnavailableError(`eWAY does not know transaction ${id}`);
    return p;
  };
  return { api, findByReference, findRefund, retrieve, current };
}
type EwayClient = ReturnType<typeof ewayClient>;
type EwayRefundReply = { TransactionStatus?: boolean; ResponseMessage?: string; Errors?: string | null };

/** The card as eWAY takes it: the Secure Fields code (card form 1), or the card's fields by Direct Connection (form 2). */
const cardFields = (card: CardInput) =>
  card.kind === 'secureField'
    ? { SecuredCardData: card.secureFieldCode, Customer: {} }
    : {
        Customer: {
          CardDetails: {
            Name: card.name,
            Number: card.number,
            CVN: card.cvc,
            ExpiryMonth: String(card.expiryMonth).padStart(2, '0'),
            ExpiryYear: String(card.expiryYear % 100).padStart(2, '0'),
          },
        },
      };

/** Take the payment in one step, unless eWAY already holds one with its reference (a retry). */
async function authorise(c: EwayClient, id: string, card: CardInput): Promise<GatewayPayment> {
  const pending = readPending(id);
  if (!pending) return c.current(id);
  const earlier = await c.findByReference(pending.reference);
  if (earlier) return earlier;
  const reply = await c.api<EwayTransaction & { Errors?: string | null }>('POST', '/Transaction', {
    Payment: { TotalAmount: pending.amountCents, CurrencyCode: 'AUD', InvoiceReference: pending.reference },
    Method: 'ProcessPayment',
    TransactionType: 'Purchase',
    ...cardFields(card),
  });
  if (!reply.TransactionID) {
    // Refused before any charge (V6xxx validation, S5xxx system): eWAY's words for it.
    return { ...created(id, pending, 'failed'), message: ewayMessage(reply.Errors || reply.ResponseMessage) };
  }
  return toPayment(
    { ...reply, TotalAmount: pending.amountCents, TransactionCaptured: isApproval(reply) },
    pending.reference,
  );
}

async function refund(c: EwayClient, id: string, amountCents?: number): Promise<GatewayPayment> {
  const before = await c.current(id);
  if (before.status !== 'captured') return before;
  const amount = amountCents ?? before.amountCents - before.refundedCents;
  const reply = await c.api<EwayRefundReply>('POST', `/Transaction/${encodeURIComponent(id)}/Refund`, {
    Refund: { TotalAmount: amount, CurrencyCode: 'AUD' },
  });
  const after = await c.current(id);
  return reply.TransactionStatus ? after : { ...after, message: ewayMessage(reply.Errors || reply.ResponseMessage) };
}

// eWAY has no idempotency key for refunds either: the refund carries our reference as its InvoiceReference (a refund is
// a transaction of its own at eWAY), and a refund is sent only when no transaction has that reference.
async function refundOnce(
  c: EwayClient,
  id: string,
  { amountCents, reference }: { amountCents: number; reference: string },
): Promise<GatewayRefund> {
  const earlier = await c.findRefund(reference);
  if (earlier) return earlier;
  const reply = await c.api<EwayRefundReply>('POST', `/Transaction/${encodeURIComponent(id)}/Refund`, {
    Refund: { TotalAmount: amountCents, CurrencyCode: 'AUD', InvoiceReference: reference },
  });
  return reply.TransactionStatus
    ? { reference, status: 'refunded', amountCents }
    : { reference, status: 'refused', amountCents, message: ewayMessage(reply.Errors || reply.ResponseMessage) };
}

export function createEwayGateway(settings: EwaySettings): PaymentGateway {
  const c = ewayClient(settings);
  return {
    name: 'eway',
    create: async (req) => created(pendingId(req.reference, req.amountCents), req),
    authorise: (id, card) => authorise(c, id, card),
    // ProcessPayment has already taken the money; a pending handle has nothing to capture.
    capture: (id) => c.current(id),
    async cancel(id) {
      const pending = readPending(id);
      if (pending) return (await c.findByReference(pending.reference)) ?? created(id, pending, 'cancelled');
      await c.api('POST', '/CancelAuthorisation', { TransactionID: Number(id) });
      return c.current(id);
    },
    refund: (id, amountCents) => refund(c, id, amountCents),
    refundOnce: (id, r) => refundOnce(c, id, r),
    findRefund: (_id, reference) => c.findRefund(reference),
    retrieve: c.retrieve,
    findByReference: c.findByReference,
    // Direct Connection answers every call at once; eWAY sends no payment notifications to read.
    readWebhook: async () => null,
  };
}
