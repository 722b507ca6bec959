import { useState } from 'react';
import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDate, isoToDmy } from '@portal/domain/shared/time';
import { productAttendeesExport, type StaffProduct } from '@portal/domain/store/store.staff.contract';
import { StoreStaffTexts as T } from '@portal/domain/store/store.staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { useSettings } from '../../lib/settings';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { productAttendeesQuery } from './store-staff.api';

/** The attendees of the product's paid orders (at most its quantity, so one table), with the CSV of the same (decision 235). */
export function AttendeesSection({ product }: { product: StaffProduct }) {
  const { timeZone } = useSettings();
  const attendees = useQuery(productAttendeesQuery(product.id));
  const [exportError, setExportError] = useState<unknown>(null);
  return (
    <Stack component="section" aria-label={T.attendees} spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {T.attendees}
        </Typography>
        <CsvButton
          endpoint={productAttendeesExport}
          input={{ params: { productId: product.id } }}
          filename={`attendees-${product.name}.csv`}
          onError={setExportError}
        />
      </Stack>
      <RefusalAlert error={exportError ?? attendees.error} onClose={() => setExportError(null)} />
      {attendees.isPending && <PageLoading label={T.loading} />}
      {attendees.data?.length === 0 && <Typography color="textSecondary">{T.noAttendees}</Typography>}
      {Boolean(attendees.data?.length) && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={T.attendees}>
            <TableHead>
              <TableRow>
                {[T.attendeeName, T.dob, T.orderedBy, T.order, T.orderDate].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {attendees.data!.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{`${a.firstname} ${a.lastname}`}</TableCell>
                  <TableCell>{isoToDmy(a.dob)}</TableCell>
                  <TableCell>{a.ordered_by}</TableCell>
                  <TableCell>{a.order_id}</TableCell>
                  <TableCell>{formatDate(a.ordered_at, timeZone)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
