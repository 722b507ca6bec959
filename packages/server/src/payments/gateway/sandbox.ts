import crypto from 'node:crypto';
import { cardFromFields, isExpired, passesLuhn, type CardFields } from '@portal/domain/shared/card';
import { todayIn } from '@portal/domain/shared/time';
import type { Db } from '../../platform/db';
import type { CardInput, GatewayPayment, PaymentGateway } from '../../platform/gateway-port';
import * as books from './sandbox.repo';

// The built-in sandbox gateway, the default (docs/decisions/058-sandbox-gateway.md): a real gateway's test mode
// with the cards of ../shared/CONTRACT.md. Its records live in its own tables, so they survive a restart as a real
// provider's would, and recovery can ask it what became of a payment.

/** spec 002 §8 error_payment shows the gateway's words: these are the sandbox's. */
export const SandboxMessages = {
  declined: 'Do Not Honour',
  invalidCard: 'Invalid card number',
  expired: 'Expired card',
  secureCode: 'The secure card details have expired or were already used. Please enter the card again.',
  refundRefused: 'Refund amount greater than what is left of the payment, or the payment is not captured',
} as const;

/**
 * The sandbox cards of ../shared/CONTRACT.md (decision 058): 4000 0000 0000 0002 (and 4000 0000 0000 9995) are
 * declined; any other number passing Luhn with a future expiry is approved.
 */
const DECLINED_NUMBERS = new Set(['4000000000000002', '4000000000009995']);
const SECURE_CODE_MS = 15 * 60_000;

type Outcome =
  { approve: true; last4: string } | { approve: false; last4: string; status: 'declined' | 'failed'; message: string };

/** What the sandbox bank says of a card: refused before any charge when the number or the expiry is wrong. */
export function judgeCard(
  card: { number: string; expiryMonth: number; expiryYear: number },
  todayIso: string,
): Outcome {
  const last4 = card.number.slice(-4);
  if (!passesLuhn(card.number))
    return { approve: false, last4, status: 'failed', message: SandboxMessages.invalidCard };
  if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, todayIso))
    return { approve: false, last4, status: 'failed', message: SandboxMessages.expired };
  if (DECLINED_NUMBERS.has(card.number))
    return { approve: false, last4, status: 'declined', message: SandboxMessages.declined };
  return { approve: true, last4 };
}

function view(row: books.SandboxRow): GatewayPayment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as GatewayPayment['status'],
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    ...(row.message ? { message: row.message } : {}),
    ...(row.cardLast4 ? { cardLast4: row.cardLast4 } : {}),
  };
}

export interface SandboxGateway extends PaymentGateway {
  /** Card form 1: judge the card once and hand back a one-time code for it (the sandbox's secure fields). */
  secureFieldCode(fields: CardFields): Promise<string>;
}

/** A payment to be taken; its idempotency key answers the same payment again, and refuses another one. */
async function createPayment(db: Db, req: Parameters<PaymentGateway['create']>[0], at: Date) {
  const row = await books.createPayment(
    db,
    {
      id: `sbx_${crypto.randomUUID()}`,
      idempotencyKey: req.idempotencyKey,
      reference: req.reference,
      amountCents: req.amountCents,
    },
    at,
  );
  if (row.amountCents !== req.amountCents || row.reference !== req.reference) {
    throw new Error('sandbox: idempotency key reused for a different payment');
  }
  return view(row);
}

/** Card form 1: judge the card once, keep the outcome under a one-time code, and hand the code back. */
async function issueSecureCode(db: Db, fields: CardFields, today: string, at: Date): Promise<string> {
  const outcome = judgeCard(cardFromFields(fields), today);
  const code = `sbxsf_${crypto.randomBytes(18).toString('base64url')}`;
  await books.insertSecureCode(db, {
    code,
    cardLast4: outcome.last4,
    outcome: outcome.approve ? 'approve' : 'decline',
    expiresAt: new Date(at.getTime() + SECURE_CODE_MS),
  });
  return code;
}

export function createSandboxGateway(db: Db, opts: { timeZone: string; now?: () => Date }): SandboxGateway {
  const now = opts.now ?? (() => new Date());
  const today = () => todayIn(opts.timeZone, now());
  const known = async (id: string) => {
    const row = await books.byId(db, id);
    if (!row) throw new Error(`sandbox: no payment ${id}`);
    return row;
  };
  const moved = async (id: string, row: books.SandboxRow | null) => view(row ?? (await known(id)));

  async function outcomeOf(card: CardInput): Promise<Outcome> {
    if (card.kind === 'card') return judgeCard(card, today());
    const code = await books.spendSecureCode(db, card.secureFieldCode, now());
    if (!code) return { approve: false, last4: '', status: 'failed', message: SandboxMessages.secureCode };
    return code.outcome === 'approve'
      ? { approve: true, last4: code.cardLast4 }
      : { approve: false, last4: code.cardLast4, status: 'declined', message: SandboxMessages.declined };
  }

  return {
    name: 'sandbox',
    create: (req) => createPayment(db, req, now()),
    async authorise(id, card) {
      const current = await known(id);
      if (current.status !== 'created') return view(current);
      const outcome = await outcomeOf(card);
      const to = outcome.approve
        ? { status: 'authorised', cardLast4: outcome.last4 }
        : { status: outcome.status, message: outcome.message, cardLast4: outcome.last4 || null };
      return moved(id, await books.move(db, id, ['created'], to, now()));
    },
    async capture(id) {
      return moved(id, await books.move(db, id, ['authorised'], { status: 'captured' }, now()));
    },
    async cancel(id) {
      return moved(id, await books.move(db, id, ['created', 'authorised'], { status: 'cancelled' }, now()));
    },
    async refund(id, amountCents) {
      const row = await known(id);
      const amount = amountCents ?? row.amountCents - row.refundedCents;
      if (amount <= 0) return view(row);
      return moved(id, await books.refund(db, id, amount, now()));
    },
    async refundOnce(id, { amountCents, reference }) {
      const { refund } = await books.refundOnce(db, id, reference, amountCents, now());
      if (!refund) return { reference, status: 'refused', amountCents, message: SandboxMessages.refundRefused };
      return { reference, status: 'refunded', amountCents: refund.amountCents };
    },
    async findRefund(_id, reference) {
      const row = await books.refundByReference(db, reference);
      return row ? { reference, status: 'refunded', amountCents: row.amountCents } : null;
    },
    async retrieve(id) {
      const row = await books.byId(db, id);
      return row ? view(row) : null;
    },
    async findByReference(reference) {
      const row = await books.byReference(db, reference);
      return row ? view(row) : null;
    },
    // The sandbox settles every call at once: it has nothing to notify.
    async readWebhook() {
      return null;
    },
    secureFieldCode: (fields) => issueSecureCode(db, fields, today(), now()),
  };
}
