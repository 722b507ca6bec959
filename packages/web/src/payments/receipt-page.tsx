import { Box, GlobalStyles, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ReceiptMessages as M } from '@portal/domain/payments/payments.messages';
import { receiptTitle } from '@portal/domain/payments/payments.rules';
import { formatCents } from '@portal/domain/shared/money';
import { ArrivalNote } from '../components/feedback/arrival-note';
import { PageLoading } from '../components/feedback/page-loading';
import { MoneyRow } from '../components/payment/money-row';
import { useSettings } from '../lib/settings';
import { bookingText } from './booking-text';
import { LedgerPayments } from './ledger-payments';
import { LedgerProducts } from './ledger-products';
import { LedgerSection } from './ledger-section';
import { orderQuery } from './payments.api';
import { ResendReceipt } from './resend-receipt';

/** Printed, the tax invoice stands alone: no top bar, menu or buttons. */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        // the shell's top bar, its menu column (a nav around the drawers) and the toolbar spacer under the top bar
        '.MuiAppBar-root, body nav:has(.MuiDrawer-root), main > .MuiToolbar-root, .no-print': {
          display: 'none !important',
        },
        'main, .tax-invoice': {
          margin: '0 !important',
          padding: '0 !important',
          width: '100% !important',
          maxWidth: 'none !important',
        },
        body: { background: '#fff' },
      },
    }}
  />
);

/**
 * spec 002 §2 Receipt detail: an Australian tax invoice (seller and ABN, date, buyer, items, GST included, payments)
 * that prints on its own (the shell is hidden in print), and Re-send Receipt.
 */
export function ReceiptPage() {
  const id = Number(useParams().order_id);
  const order = useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const settings = useSettings();
  if (order.isPending && order.fetchStatus !== 'idle') return <PageLoading />;
  if (!order.isSuccess)
    return (
      <Typography variant="h5" component="h1" sx={{ py: 3 }}>
        {M.noData}
      </Typography>
    );
  const o = order.data;
  return (
    <Box className="tax-invoice" sx={{ maxWidth: 880 }}>
      {PRINT}
      <ArrivalNote />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
          {receiptTitle(o)}
        </Typography>
        <ResendReceipt orderId={o.o_id} />
      </Stack>
      <LedgerSection title={M.taxInvoice}>
        <Typography sx={{ fontWeight: 700 }}>{settings.associationName}</Typography>
        <Typography>ABN {settings.abn}</Typography>
        <MoneyRow label="Date" value={o.o_date} />
        <MoneyRow label="Billed to" value={o.o_member.name} />
        <MoneyRow label="For" value={o.o_description} />
        {o.o_invoice_id !== null && <MoneyRow label="Invoice" value={`#${o.o_invoice_id}`} />}
      </LedgerSection>
      <LedgerSection title="Products">
        <LedgerProducts products={o.o_products} label="Receipt products" />
        <MoneyRow label="Subtotal" value={formatCents(o.o_subtotal)} />
        {o.o_discount > 0 && <MoneyRow label="Discount" value={`-${formatCents(o.o_discount)}`} />}
        {o.o_donation > 0 && <MoneyRow label="Donation (no GST)" value={formatCents(o.o_donation)} />}
        <MoneyRow label="Total" value={formatCents(o.o_total)} strong />
        <MoneyRow label="GST included in total" value={formatCents(o.o_tax)} />
      </LedgerSection>
      {o.o_bookings.length > 0 && (
        <LedgerSection title="Bookings">
          {o.o_bookings.map((b, i) => (
            <Typography key={b.b_id ?? i}>{bookingText(b, settings.timeZone)}</Typography>
          ))}
        </LedgerSection>
      )}
      <LedgerSection title="Payments">
        <LedgerPayments payments={o.o_payments} />
      </LedgerSection>
    </Box>
  );
}
