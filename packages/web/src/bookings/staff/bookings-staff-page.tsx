import { useState } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { staffBookingsExport, type StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import { BookingStaffTexts as T } from '@portal/domain/bookings/bookings.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { formatDateTime } from '@portal/domain/shared/time';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { BookingFilters, type BookingFilterValues } from './booking-filters';
import { staffBookingsQuery } from './bookings-staff.api';
import { CancelBookingDialog } from './cancel-booking-dialog';

const C = T.columns;
type Outcome = { message: string; refund: string };

function columnsOf(timeZone: string, onCancel: ((b: StaffBookingRow) => void) | null): GridColDef<StaffBookingRow>[] {
  const when = (v: string) => formatDateTime(v, timeZone);
  return [
    { field: 'id', headerName: C.id, width: 90 },
    { field: 'starts_at', headerName: C.starts, width: 190, valueFormatter: when },
    { field: 'ends_at', headerName: C.ends, width: 190, sortable: false, valueFormatter: when },
    { field: 'member', headerName: C.member, flex: 1, minWidth: 130 },
    {
      field: 'court',
      headerName: C.court,
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, r) => `${r.court}, ${r.venue.split(' ')[0]}`,
    },
    { field: 'type', headerName: C.type, width: 120, sortable: false },
    {
      field: 'status',
      headerName: C.status,
      width: 110,
      sortable: false,
      valueFormatter: (v: keyof typeof T.statuses | 'released') => (v === 'released' ? v : T.statuses[v]),
    },
    {
      field: 'paid_cents',
      headerName: C.paid,
      width: 90,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: formatCents,
    },
    {
      field: 'refunded_cents',
      headerName: C.refunded,
      width: 90,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: formatCents,
    },
    {
      field: 'actions',
      headerName: C.actions,
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        onCancel && row.status === 'booked' ? (
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => onCancel(row)}
            aria-label={`${T.cancel} ${C.id} ${row.id}`}
          >
            {T.cancel}
          </Button>
        ) : null,
    },
  ];
}

/** /staff/bookings: court hire bookings filtered, paged and sorted on the server, as CSV; a venue manager cancels one with a refund. */
export function BookingsStaffPage() {
  const { timeZone } = useSettings();
  const [filters, setFilters] = useState<BookingFilterValues>({
    q: '',
    venue_id: '',
    court_id: '',
    from: '',
    to: '',
    status: '',
  });
  const [exportError, setExportError] = useState<unknown>(null);
  const [cancelling, setCancelling] = useState<StaffBookingRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canCancel = useMay('bookings.cancel');
  const canCourts = useMay('competition.setup');
  const { list, query, grid, firstPage } = useStaffList(staffBookingsQuery, filters, 'desc');
  const filter = (f: Partial<BookingFilterValues>) => {
    setFilters({ ...filters, ...f });
    firstPage();
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {canCourts && (
            <Link component={RouterLink} to="/staff/courts">
              {T.competitionCourts}
            </Link>
          )}
          <CsvButton
            endpoint={staffBookingsExport}
            input={{ query }}
            filename="bookings.csv"
            onError={setExportError}
          />
        </Stack>
      </Stack>
      <BookingFilters value={filters} onChange={filter} />
      {outcome?.refund === 'not_made' ? (
        <Alert severity="warning" role="status" onClose={() => setOutcome(null)} sx={{ my: 2 }}>
          {outcome.message}
        </Alert>
      ) : (
        <SuccessNotice message={outcome?.message} onClose={() => setOutcome(null)} />
      )}
      <RefusalAlert error={exportError ?? list.error} onClose={() => setExportError(null)} />
      <ServerGrid label={T.title} columns={columnsOf(timeZone, canCancel ? setCancelling : null)} {...grid} />
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(o) => {
            setCancelling(null);
            setOutcome(o);
          }}
        />
      )}
    </>
  );
}
