import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { PaymentMessages } from '@portal/domain/payments/payments.messages';
import type { CartTotals } from '@portal/domain/shared/cart-total';
import { PAYMENT_SUCCESS, type PaymentCatalogue } from '@portal/domain/shared/payment-outcome';
import { ErrorAlert } from '../feedback/error-alert';
import { TimedOverlay } from '../feedback/timed-overlay';
import { CardForm } from './card-form';
import { DonationToggle } from './donation-toggle';
import { PaymentSummary } from './payment-summary';
import { usePayment } from './use-payment';

/** spec 002 §9: success shows for 500 ms before moving on. */
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
