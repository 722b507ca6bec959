import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { CARD_FIELDS_INVALID, PAYMENT_SUCCESS, type PaymentCatalogue } from '@portal/domain/shared/payment-outcome';
import { ErrorAlert } from '../feedback/error-alert';
import { TimedOverlay } from '../feedback/timed-overlay';
import { CardForm } from './card-form';
import { DonationToggle } from './donation-toggle';
import { paymentFailureAlert } from './payment-failure';
import { PaymentSummary } from './payment-summary';
import { usePaymentAttempt } from './use-payment-attempt';

/** spec 002 §9: the card form is cleared 500 ms after a failure; success shows for 500 ms before moving on. */
export const CARD_CLEAR_MS = 500;
export const SUCCESS_MS = 500;

/**
 * What the card form of the chosen provider gets: where to report the card (null while invalid; a promise of it while
 * a secure field code is being made, which Pay then waits for), a lock, a reset.
 */
export interface CardFormSlot {
  onChange: (cardData: unknown | null) => void;
  disabled: boolean;
  /** The cardholder's name as last typed: not card data, so it survives the clearing of spec 002 §4 (decision 181). */
  name?: string;
  onName?: (name: string) => void;
}

/** The card form every payment shows (spec 002 §3 card data, 001 §3): the provider's, chosen by site settings. */
function defaultCardForm(slot: CardFormSlot): ReactNode {
  return <CardForm {...slot} />;
}

/**
 * Paying (spec 002 §4, §5): the page's own checks, then the card (refused before anything is sent when its fields do
 * not pass), then the call with the attempt's Idempotency-Key; a failure shows the area's message and clears the card
 * 500 ms later.
 */
function usePayment<R>({
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

/**
 * The last step of every payment (spec 002 §4 "Payment form"): donation, totals, the card form when something is
 * payable, and Pay/Complete. It keeps the attempt's Idempotency-Key, shows the area's error message (spec 002 §8),
 * clears the card 500 ms after a failure, and shows 'Payment was successful.' before `onPaid`.
 */
export function PaymentStep<R>({
  totals,
  catalogue,
  donation,
  onDonation,
  pay,
  onPaid,
  cardForm = defaultCardForm,
  before,
  check,
  noDonation,
  completeLabel,
  successMs = SUCCESS_MS,
}: {
  totals: CartTotals;
  catalogue: PaymentCatalogue;
  donation: boolean;
  onDonation: (on: boolean) => void;
  /** Send the payment with the card (undefined when nothing is payable) and the attempt's headers. */
  pay: (cardData: unknown, headers: { 'idempotency-key': string }) => Promise<R>;
  onPaid: (reply: R) => void;
  /** The card form of the provider chosen by the site settings. */
  cardForm?: (slot: CardFormSlot) => ReactNode;
  before?: ReactNode;
  /** The page's own checks before paying (a wizard's other steps): a message stops the payment and is shown. */
  check?: () => Promise<string | null>;
  /** No donation is offered (nothing may be charged, e.g. spec 001 §6 sk_tm). */
  noDonation?: boolean;
  /** The button when nothing is payable (spec 002 §4 court hire: 'Complete Booking'); default 'Complete'. */
  completeLabel?: string;
  /** How long 'Payment was successful.' shows before `onPaid` (spec 002 §9: 125 ms for a booking). */
  successMs?: number;
}) {
  const { setCard, cardKey, busy, alert, setAlert, paid, submit, name, setName } = usePayment({
    totals,
    catalogue,
    pay,
    check,
  });

  // Stable, so the overlay's 500 ms timer is not restarted by re-renders (the ledger reloads meanwhile).
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  const done = useCallback(() => {
    if (paid) onPaidRef.current(paid.reply);
  }, [paid]);

  return (
    <Stack spacing={2}>
      {before}
      {!noDonation && <DonationToggle checked={donation} onChange={onDonation} disabled={busy} />}
      {totals.payable ? (
        <Box key={cardKey}>{cardForm({ onChange: setCard, disabled: busy, name, onName: setName })}</Box>
      ) : (
        <Typography>{PaymentMessages.noPaymentRequired}</Typography>
      )}
      <ErrorAlert message={alert?.message} lines={alert?.lines} onClose={() => setAlert(null)} />
      <PaymentSummary
        totals={totals}
        busy={busy}
        onPay={() => void submit()}
        payLabel={totals.payable ? undefined : completeLabel}
      />
      <TimedOverlay message={paid ? PAYMENT_SUCCESS : null} ms={successMs} onDone={done} />
    </Stack>
  );
}
