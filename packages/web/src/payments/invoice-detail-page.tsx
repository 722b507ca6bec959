import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { InvoiceMessages as M } from '@portal/domain/payments/payments.messages';
import { formatCents } from '@portal/domain/shared/money';
import { ArrivalNote } from '../components/feedback/arrival-note';
import { PageLoading } from '../components/feedback/page-loading';
import { MoneyRow } from '../components/payment/money-row';
import { useSettings } from '../lib/settings';
import { bookingText } from './booking-text';
import { LedgerPayments } from './ledger-payments';
import { LedgerProducts } from './ledger-products';
import { LedgerSection } from './ledger-section';
import { invoiceQuery } from './payments.api';

/** spec 002 §2 Invoice detail: info, products, discount, tax, total, bookings, payments, outstanding; ADD PAYMENT when unpaid. */
export function InvoiceDetailPage() {
  const id = Number(useParams().invoice_id);
  const invoice = useQuery({ ...invoiceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const { timeZone } = useSettings();
  if (invoice.isPending && invoice.fetchStatus !== 'idle') return <PageLoading />;
  if (!invoice.isSuccess)
    return (
      <Typography variant="h5" component="h1" sx={{ py: 3 }}>
        {M.noData}
      </Typography>
    );
  const inv = invoice.data;
  return (
    <>
      <ArrivalNote />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
          Invoice #{inv.inv_id}
        </Typography>
        {inv.inv_paid === 'No' && (
          <Button
            component={RouterLink}
            to={`/member/invoices/invoice/${inv.inv_id}/payment`}
            variant="contained"
            color="secondary"
          >
            {M.addPayment}
          </Button>
        )}
      </Stack>
      <LedgerSection title="Invoice information">
        <MoneyRow label="Member / Team" value={inv.inv_legacy_teams ?? inv.inv_invoiceable} />
        <MoneyRow label="Description" value={inv.inv_description} />
        <MoneyRow label="Issued" value={inv.inv_date} />
        <MoneyRow label="Due Date" value={inv.inv_due_date} />
        <MoneyRow label="Fully Paid" value={inv.inv_paid} />
      </LedgerSection>
      <LedgerSection title="Products">
        <LedgerProducts products={inv.inv_products} label="Invoice products" />
        <MoneyRow label="Discount" value={formatCents(inv.inv_discount)} />
        <MoneyRow label="GST included" value={formatCents(inv.inv_tax)} />
        <MoneyRow label="Total" value={formatCents(inv.inv_amount)} strong />
      </LedgerSection>
      {inv.inv_bookings.length > 0 && (
        <LedgerSection title="Booking information">
          {inv.inv_bookings.map((b, i) => (
            <Typography key={b.b_id ?? i}>{bookingText(b, timeZone)}</Typography>
          ))}
        </LedgerSection>
      )}
      <LedgerSection title="Payment information">
        <LedgerPayments payments={inv.inv_payments} />
        <MoneyRow label="Total paid" value={formatCents(inv.inv_total_paid)} />
        {inv.inv_credited > 0 && <MoneyRow label="Credit notes" value={formatCents(inv.inv_credited)} />}
        <MoneyRow label="Amount outstanding" value={formatCents(inv.inv_owing)} strong />
      </LedgerSection>
    </>
  );
}
