import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { InvoiceRecord } from '@portal/domain/payments/payments.contract';
import { formatCents } from '@portal/domain/shared/money';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { SidewaysScroll } from '../../components/data/sideways-scroll';
import { TeamSection } from './team-section';

/** spec 001 §2 Invoice Information (only when the team has invoices): each links to its invoice page (spec 002). */
export function InvoiceInformation({ invoices }: { invoices: readonly InvoiceRecord[] }) {
  return (
    <TeamSection title={M.invoiceInformation}>
      <SidewaysScroll label={M.invoiceInformation}>
        <Table size="small" aria-label={M.invoiceInformation}>
          <TableHead>
            <TableRow>
              {[T.invoice, T.invoiceDescription, T.dueDate, T.amount, T.owing, T.paid, ''].map((h, i) => (
                <TableCell key={i} sx={{ whiteSpace: 'nowrap' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((inv) => (
              <TableRow key={inv.inv_id}>
                <TableCell>{inv.inv_id}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{inv.inv_description}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{inv.inv_due_date}</TableCell>
                <TableCell align="right">{formatCents(inv.inv_amount)}</TableCell>
                <TableCell align="right">{formatCents(inv.inv_owing)}</TableCell>
                <TableCell>{inv.inv_paid}</TableCell>
                <TableCell>
                  <Button
                    component={RouterLink}
                    to={`/member/invoices/invoice/${inv.inv_id}`}
                    size="small"
                    variant="outlined"
                    aria-label={`View invoice ${inv.inv_id}`}
                  >
                    {M.view}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SidewaysScroll>
    </TeamSection>
  );
}
