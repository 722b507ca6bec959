import { useState } from 'react';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { CARD_FIELDS_INVALID, type PaymentCatalogue } from '@portal/domain/shared/payment-outcome';
import { paymentFailureAlert } from './payment-failure';
import { usePaymentAttempt } from './use-payment-attempt';

/** spec 002 §9: the card form is cleared 500 ms after a failure. */
export const CARD_CLEAR_MS = 500;

/**
 * Paying (spec 002 §4, §5): the page's own checks, then the card (refused before anything is sent when its fields do
 * not pass), then the call with the attempt's Idempotency-Key; a failure shows the area's message and clears the card
 * 500 ms later.
 */
export function usePayment<R>({
  totals,
  catalogue,
  pay,
  check,
}: {
  totals: CartTotals;
  catalogue: PaymentCatalogue;
  pay: (cardData: unknown, headers: { 'idempotency-key': string }) => Promise<R>;
  check?: () => Promise<string | null>;
}) {
  const attempt = usePaymentAttempt();
  const [card, setCard] = useState<unknown | null>(null);
  const [cardKey, setCardKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlertState] = useState<{ message: string; lines: readonly string[] } | null>(null);
  const setAlert = (message: string | null) => setAlertState(message ? { message, lines: [] } : null);
  const [paid, setPaid] = useState<{ reply: R } | null>(null);
  const [name, setName] = useState('');

  const submit = async () => {
    // The page's other steps first (spec 001 §4: the final submit checks steps 2 to 8 in order), then the card:
    // spec 002 §5: card fields that do not pass the form's check are refused before anything is sent.
    const refused = await check?.();
    if (refused) {
      setAlert(refused);
      return;
    }
    if (totals.payable && card === null) {
      setAlert(CARD_FIELDS_INVALID);
      return;
    }
    setAlert(null);
    setBusy(true);
    // a tap on Pay while the card is still being made into a secure field code waits for it (card form 1)
    const cardData = totals.payable ? await card : undefined;
    if (totals.payable && cardData === null) {
      setBusy(false);
      setAlert(CARD_FIELDS_INVALID);
      return;
    }
    try {
      const reply = await pay(cardData, attempt.headers);
      attempt.settle();
      setPaid({ reply });
    } catch (err) {
      attempt.settle(err);
      setAlertState(paymentFailureAlert(err, catalogue));
      setBusy(false);
      setTimeout(() => {
        setCard(null);
        setCardKey((k) => k + 1);
      }, CARD_CLEAR_MS);
    }
  };
  return { setCard, cardKey, busy, alert, setAlert, paid, submit, name, setName };
}
