// The payment gateway port: what the payments service needs from a card provider, small enough that a
// provider is one file. Two implementations: sandbox.ts (the default; a real gateway's test mode with the cards of
// ../shared/CONTRACT.md) and eway.ts (eWAY Rapid: Secure Fields for card form 1, Direct Connection for form 2).
// Card data passes through authorise() only: it is never stored, logged or echoed back, and the CVC never reaches the
// database.

/** The card as the member's browser sent it: form 1 gives a provider token, form 2 the card fields (PCI DSS SAQ D). */
export type CardInput =
  | { kind: 'secureField'; secureFieldCode: string }
  | { kind: 'card'; number: string; name: string; expiryMonth: number; expiryYear: number; cvc: string };

export interface CreatePaymentRequest {
  /** Integer cents, above 0 (a total of 0 or less never reaches the gateway). */
  amountCents: number;
  currency: 'AUD';
  /** Our reference for this payment (an order or payment attempt id); providers show it and can find by it. */
  reference: string;
  /** The same key never charges twice: a second create with it answers the first payment. */
  idempotencyKey: string;
  description: string;
}

export type GatewayPaymentStatus =
  | 'created' // known to us, no card yet
  | 'authorised' // the card holder's bank approved and holds the amount
  | 'captured' // money taken
  | 'declined' // refused by the bank or the gateway; `message` says why in the gateway's words
  | 'cancelled' // an authorisation released before capture
  | 'refunded' // captured, then given back in full
  | 'failed'; // refused before any charge (invalid card data) or a provider error; `message` says why

export interface GatewayPayment {
  /** The provider's id of this payment. */
  id: string;
  reference: string;
  status: GatewayPaymentStatus;
  amountCents: number;
  refundedCents: number;
  /** The provider's own words for a decline or failure, shown to the member (spec 002 §8 error_payment). */
  message?: string;
  /** Last four digits of the card, for receipts; never more. */
  cardLast4?: string;
}

/** A refund as the provider answers it: made (refunded) or refused, with the provider's words. */
export interface GatewayRefund {
  reference: string;
  status: 'refunded' | 'refused';
  amountCents: number;
  message?: string;
}

/** A provider's notification, read from its webhook request (already checked to be genuine). */
export interface GatewayEvent {
  paymentId: string;
  reference: string;
  status: GatewayPaymentStatus;
}

/** A provider that could not be reached or answered something unreadable: the outcome of the call is unknown. */
export class GatewayUnavailableError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'eway';
  /** Register a payment for an amount with our reference and idempotency key. */
  create(request: CreatePaymentRequest): Promise<GatewayPayment>;
  /** Authorise the payment with the card (token or fields); declines answer status 'declined', never throw. */
  authorise(paymentId: string, card: CardInput): Promise<GatewayPayment>;
  capture(paymentId: string): Promise<GatewayPayment>;
  cancel(paymentId: string): Promise<GatewayPayment>;
  /** Refund all of a captured payment, or `amountCents` of it. */
  refund(paymentId: string, amountCents?: number): Promise<GatewayPayment>;
  /**
   * Refund `amountCents` of a captured payment under our `reference` (docs/decisions/201): the same reference never
   * refunds twice, a repeat answers the first refund. A refusal answers status 'refused'; throws only when unreachable.
   */
  refundOnce(paymentId: string, request: { amountCents: number; reference: string }): Promise<GatewayRefund>;
  /** The refund made under our reference, or null when the provider made none: recovery after a lost answer. */
  findRefund(paymentId: string, reference: string): Promise<GatewayRefund | null>;
  /** The payment's current state by the provider's id, or null when the provider does not know it. */
  retrieve(paymentId: string): Promise<GatewayPayment | null>;
  /** The payment made under our reference, or null: recovery after a crash between charge and order write. */
  findByReference(reference: string): Promise<GatewayPayment | null>;
  /** Read a webhook request; null when it is not genuine or not about a payment. */
  readWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<GatewayEvent | null>;
}
