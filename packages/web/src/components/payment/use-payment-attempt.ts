import { useCallback, useState } from 'react';
import { IDEMPOTENCY_HEADER } from '@portal/domain/shared/idempotency';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import { refusalOf } from '../../lib/api-client';

/** 32 random hex characters (crypto.getRandomValues works on plain-http addresses too, unlike randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether an answer settles the attempt: a success or a refusal does, so the next press of Pay is a new attempt.
 * No answer (a dropped connection, a server error, the gateway's outcome not known yet, the first request still
 * running) does not: pressing Pay again sends the same key, and the server answers that first attempt's outcome.
 */
export function settlesAttempt(error: unknown): boolean {
  const refusal = refusalOf(error);
  if (!refusal) return !error;
  if (refusal.status === 0 || refusal.status >= 500) return false;
  return !(refusal.status === 409 && refusal.message === PaymentMessages.inProgress);
}

/** The Idempotency-Key of the payment attempt under way (docs/decisions/052): one per attempt, kept for its retries. */
export function usePaymentAttempt() {
  const [key, setKey] = useState(newKey);
  const settle = useCallback((error?: unknown) => {
    if (settlesAttempt(error)) setKey(newKey());
  }, []);
  return { headers: { [IDEMPOTENCY_HEADER.toLowerCase()]: key } as { 'idempotency-key': string }, settle };
}
