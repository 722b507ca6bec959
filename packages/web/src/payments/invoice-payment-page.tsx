import { useState } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { INVOICE_PAYMENT, InvoiceMessages as M, PaymentMessages } from '@portal/domain/payments/payments.messages';
import type { InvoiceRecord } from '@portal/domain/payments/ledger-shapes';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import { formatCents } from '@portal/domain/shared/money';
import { PageLoading } from '../components/feedback/page-loading';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { oneLine, usePaymentCart } from '../components/payment/use-payment-cart';
import { WizardStepper } from '../components/wizard-stepper';
import { arrivalState } from '../lib/arrival';
import { useWizard } from '../lib/use-wizard';
import { AmountToPay } from './amount-to-pay';
import { invoiceQuery, usePayInvoice } from './payments.api';

/** The invoice's online payment step: pays `cents` of it, then on to the receipt or back to the invoice. */
function InvoicePayStep({
  inv,
  cents,
  cart,
  pay,
}: {
  inv: InvoiceRecord;
  cents: number;
  cart: ReturnType<typeof usePaymentCart>;
  pay: ReturnType<typeof usePayInvoice>;
}) {
  const navigate = useNavigate();
  return (
    <PaymentStep
      {...cart.paymentStep}
      catalogue={INVOICE_PAYMENT}
      pay={async (cardData, headers) => ({
        ...(await pay.mutateAsync({
          params: { invoice: inv.inv_id },
          headers,
          body: {
            cardData,
            ...cart.body,
            team: inv.inv_team_id,
            invoice: inv.inv_id,
            invoiceCart: { amount: cents },
          },
        })),
        left: inv.inv_owing - cents, // the owing before this payment, as the page showed it
      })}
      onPaid={(reply) =>
        void navigate(
          reply.o_paid ? `/member/orders/order/${reply.o_id}` : `/member/invoices/invoice/${inv.inv_id}`,
          arrivalState(
            PAYMENT_SUCCESS,
            reply.o_paid ? undefined : M.partPaid(formatCents(cents), formatCents(reply.left)),
          ),
        )
      }
    />
  );
}

/**
 * spec 002 §2, §4 invoice payment: how much to pay, voucher, online payment. Afterwards invoices reload, and the
 * member goes to the receipt when the invoice is now paid (o_paid), else back to the invoice, told what was paid and
 * what is left (decision 180). The reloaded invoice reads paid while the success overlay shows: the steps stay on
 * screen until the member has moved on.
 */
export function InvoicePaymentPage() {
  const id = Number(useParams().invoice_id);
  const invoice = useQuery({ ...invoiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const pay = usePayInvoice();
  const wizard = useWizard({ count: 3 });
  const [amount, setAmount] = useState<number | null>(null);
  const cents = amount ?? invoice.data?.inv_owing ?? 0;
  const cart = usePaymentCart(oneLine(cents));

  if (invoice.isPending && invoice.fetchStatus !== 'idle') return <PageLoading />;
  if (!invoice.isSuccess)
    return (
      <Typography variant="h5" component="h1" sx={{ py: 3 }}>
        {M.noData}
      </Typography>
    );
  const inv = invoice.data;
  const steps = [
    {
      title: M.stepAmount,
      canContinue: cents >= 100,
      content: (
        <AmountToPay
          cents={cents}
          owing={inv.inv_owing}
          onChange={setAmount}
          locked={cart.discount?.kind === 'voucher'}
        />
      ),
    },
    { title: M.stepVoucher, content: <DiscountStep {...cart.discountStep} /> },
    {
      title: M.stepPayment,
      content: <InvoicePayStep inv={inv} cents={cents} cart={cart} pay={pay} />,
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        Invoice #{inv.inv_id}: Payment
      </Typography>
      <Typography color="textSecondary" gutterBottom>
        {inv.inv_legacy_teams ?? inv.inv_invoiceable}: {inv.inv_description}
      </Typography>
      {inv.inv_paid === 'Yes' && pay.isIdle ? (
        <Alert severity="success">{M.alreadyPaid}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
          <WizardStepper wizard={wizard} steps={steps} labels={PaymentMessages} busy={pay.isPending} />
        </Paper>
      )}
    </>
  );
}
