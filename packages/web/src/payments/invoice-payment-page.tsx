import { useState } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { INVOICE_PAYMENT, InvoiceMessages as M } from '@portal/domain/payments/payments.messages';
import { couponCartOf, donationLine, type AppliedDiscount } from '@portal/domain/shared/cart';
import { akvProblem, cartDiscountOf, priceCart, type PriceLine } from '@portal/domain/shared/cart-total';
import { PageLoading } from '../components/feedback/page-loading';
import { DiscountStep } from '../components/payment/discount-step';
import { PaymentStep } from '../components/payment/payment-step';
import { PaymentStepper } from '../components/payment/payment-stepper';
import { useSettings } from '../lib/settings';
import { AmountToPay } from './amount-to-pay';
import { invoiceQuery, usePayInvoice } from './payments.api';

/**
 * spec 002 §2, §4 invoice payment: how much to pay, voucher, online payment. Afterwards invoices reload, and the
 * member goes to the receipt when the invoice is now paid (o_paid), else back to the invoice.
 */
export function InvoicePaymentPage() {
  const id = Number(useParams().invoice_id);
  const invoice = useQuery({ ...invoiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const settings = useSettings();
  const pay = usePayInvoice();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [amount, setAmount] = useState<number | null>(null);
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const [donation, setDonation] = useState(false);

  if (invoice.isPending && invoice.fetchStatus !== 'idle') return <PageLoading />;
  if (!invoice.isSuccess) return <Typography variant="h5" component="h1" sx={{ py: 3 }}>{M.noData}</Typography>;
  const inv = invoice.data;
  const cents = amount ?? inv.inv_owing;
  const lines: PriceLine[] = [{ quantity: 1, unitPriceCents: cents, voucherEligible: true, akvEligible: true }];
  const totals = priceCart({ lines, discount: cartDiscountOf(discount), donation, taxRate: settings.taxRate });

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>Invoice #{inv.inv_id}: Payment</Typography>
      <Typography color="textSecondary" gutterBottom>{inv.inv_legacy_teams ?? inv.inv_invoiceable}: {inv.inv_description}</Typography>
      {inv.inv_paid === 'Yes' ? <Alert severity="success">{M.alreadyPaid}</Alert> : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
          <PaymentStepper active={active} onStep={setActive} busy={pay.isPending} steps={[
            {
              title: M.stepAmount, canContinue: cents >= 100,
              content: <AmountToPay cents={cents} owing={inv.inv_owing} onChange={setAmount} locked={discount?.kind === 'voucher'} />,
            },
            {
              title: M.stepVoucher,
              content: <DiscountStep applied={discount} onChange={setDiscount} subtotal={totals.subtotal}
                eligibleCents={() => totals.subtotal} akvProblem={akvProblem(lines)} />,
            },
            {
              title: M.stepPayment,
              content: (
                <PaymentStep totals={totals} catalogue={INVOICE_PAYMENT} donation={donation} onDonation={setDonation}
                  pay={(cardData, headers) => pay.mutateAsync({
                    params: { invoice: inv.inv_id }, headers,
                    body: {
                      cardData, couponCart: couponCartOf(discount), donationCart: donation ? [donationLine()] : [],
                      team: inv.inv_team_id, invoice: inv.inv_id, invoiceCart: { amount: cents },
                    },
                  })}
                  onPaid={(reply) => void navigate(reply.o_paid ? `/member/orders/order/${reply.o_id}` : `/member/invoices/invoice/${inv.inv_id}`)} />
              ),
            },
          ]} />
        </Paper>
      )}
    </>
  );
}
