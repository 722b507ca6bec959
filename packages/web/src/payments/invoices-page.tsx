import { Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { InvoiceRecord } from '@portal/domain/payments/payments.contract';
import { InvoiceMessages as M } from '@portal/domain/payments/payments.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatCents } from '@portal/domain/shared/money';
import { PagedTable, type Column } from '../components/data/paged-table';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { invoicesQuery } from './payments.api';

const COLUMNS: Column<InvoiceRecord>[] = [
  { label: '#', cell: (i) => i.inv_id, text: (i) => String(i.inv_id) },
  { label: 'Member / Team', cell: (i) => i.inv_invoiceable, text: (i) => `${i.inv_invoiceable} ${i.inv_description}` },
  { label: 'Due Date', cell: (i) => i.inv_due_date, text: (i) => i.inv_due_date },
  { label: 'Amount', cell: (i) => formatCents(i.inv_amount), text: (i) => formatCents(i.inv_amount), align: 'right' },
  { label: 'Fully Paid', cell: (i) => i.inv_paid, text: (i) => i.inv_paid },
  { label: 'Owing', cell: (i) => formatCents(i.inv_owing), text: (i) => formatCents(i.inv_owing), align: 'right' },
  {
    label: 'View',
    action: true,
    cell: (i) => (
      <Button
        component={RouterLink}
        to={`/member/invoices/invoice/${i.inv_id}`}
        size="small"
        variant="outlined"
        aria-label={`View invoice ${i.inv_id}`}
      >
        View
      </Button>
    ),
  },
];

/** spec 002 §2 Invoices: searchable table, 10 a page. */
export function InvoicesPage() {
  const invoices = useQuery(invoicesQuery());
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.title}
      </Typography>
      {invoices.isPending && <PageLoading />}
      {invoices.isError && <ErrorAlert message={errorMessage(invoices.error, TECHNICAL_ISSUE)} />}
      {invoices.isSuccess && (
        <PagedTable
          rows={invoices.data}
          columns={COLUMNS}
          rowKey={(i) => i.inv_id}
          label={M.title}
          empty={M.empty}
          noResults={() => M.noResults}
          searchLabel={M.search}
        />
      )}
    </>
  );
}
