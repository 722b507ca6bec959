import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { PaymentRecord } from '@portal/domain/payments/payments.contract';
import { ReceiptMessages as M } from '@portal/domain/payments/payments.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatCents } from '@portal/domain/shared/money';
import { PagedTable, type Column } from '../components/data/paged-table';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { receiptsQuery } from './payments.api';

const COLUMNS: Column<PaymentRecord>[] = [
  {
    label: '#',
    text: (p) => String(p.p_id),
    cell: (p) => (
      <Link component={RouterLink} to={`/member/orders/order/${p.o_id}`} aria-label={`Receipt ${p.p_id}`}>
        {p.p_id}
      </Link>
    ),
  },
  { label: 'Date', cell: (p) => p.p_date, text: (p) => p.p_date },
  { label: 'Description', cell: (p) => p.p_description, text: (p) => p.p_description },
  { label: 'Status', cell: (p) => p.p_status, text: (p) => p.p_status },
  { label: 'Amount', cell: (p) => formatCents(p.p_amount), text: (p) => formatCents(p.p_amount), align: 'right' },
];

const newestFirst = (a: PaymentRecord, b: PaymentRecord) => b.p_date_iso.localeCompare(a.p_date_iso) || b.p_id - a.p_id;

/** spec 002 §2 Receipts: searchable, 10 a page, newest first. */
export function ReceiptsPage() {
  const receipts = useQuery(receiptsQuery());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.title}
      </Typography>
      {receipts.isPending && <PageLoading />}
      {receipts.isError && <ErrorAlert message={errorMessage(receipts.error, TECHNICAL_ISSUE)} />}
      {receipts.isSuccess && (
        <PagedTable
          rows={[...receipts.data].sort(newestFirst)}
          columns={COLUMNS}
          rowKey={(p) => p.p_id}
          label={M.title}
          empty={M.empty}
          noResults={() => M.noResults}
          searchLabel={M.search}
        />
      )}
    </>
  );
}
