import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { StaffBlock } from '@portal/domain/bookings/blocks.staff.contract';
import type { BookingVenue } from '@portal/domain/bookings/bookings.contract';
import { BlockTexts as T, BookingStaffTexts as B } from '@portal/domain/bookings/bookings.staff.messages';
import { formatDateTime, todayIn } from '@portal/domain/shared/time';
import { WholeDateField } from '../../components/form-fields/iso-date-field';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { venuesQuery } from '../bookings.api';
import { staffBlocksQuery, useRemoveBlock } from './bookings-staff.api';
import { NewBlockDialog } from './new-block-dialog';

const C = T.columns;

type Filters = { venue_id: number | ''; from: string };

/** The list's columns; Remove for a venue manager, on the blocks a person added. */
function blockColumns(
  when: (v: string) => string,
  canBlock: boolean,
  remove: ReturnType<typeof useRemoveBlock>,
  setMessage: (message: string) => void,
): GridColDef<StaffBlock>[] {
  return [
    { field: 'starts_at', headerName: C.starts, width: 190, valueFormatter: when },
    { field: 'ends_at', headerName: C.ends, width: 190, sortable: false, valueFormatter: when },
    {
      field: 'court',
      headerName: C.court,
      flex: 1,
      minWidth: 130,
      valueGetter: (_v, r) => `${r.court}, ${r.venue.split(' ')[0]}`,
    },
    {
      field: 'kind',
      headerName: C.kind,
      width: 110,
      sortable: false,
      valueFormatter: (v: StaffBlock['kind']) => T.kinds[v],
    },
    { field: 'title', headerName: C.title, flex: 1, minWidth: 140, sortable: false },
    { field: 'by', headerName: C.by, width: 110, sortable: false },
    {
      field: 'actions',
      headerName: C.actions,
      width: 110,
      sortable: false,
      renderCell: ({ row }) =>
        canBlock && row.by ? (
          <Button
            size="small"
            disabled={remove.isPending}
            onClick={() => void remove.mutateAsync(row.id).then((r) => setMessage(r.message))}
          >
            {T.remove}
          </Button>
        ) : null,
    },
  ];
}

/** The venue and the first day shown (any filter change goes back to the first page). */
function BlockFilters({
  venues,
  filters,
  onChange,
  firstPage,
}: {
  venues: readonly BookingVenue[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  firstPage: () => void;
}) {
  return (
    <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 2 }}>
      <TextField
        select
        label={B.venue}
        size="small"
        value={filters.venue_id}
        sx={{ minWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(e) => {
          onChange({ ...filters, venue_id: e.target.value === '' ? '' : Number(e.target.value) });
          firstPage();
        }}
      >
        <MenuItem value="">{B.anyVenue}</MenuItem>
        {venues.map((v) => (
          <MenuItem key={v.venue_id} value={v.venue_id}>
            {v.venue_name}
          </MenuItem>
        ))}
      </TextField>
      <WholeDateField
        label={B.from}
        size="small"
        value={filters.from}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
        onChange={(from) => {
          onChange({ ...filters, from });
          firstPage();
        }}
      />
    </Stack>
  );
}

/** /staff/court-blocks: courts taken from hire for events and maintenance, from today on; a venue manager adds and removes them. */
export function BlocksPage() {
  const { timeZone } = useSettings();
  const venues = useQuery(venuesQuery);
  const [filters, setFilters] = useState<Filters>({
    venue_id: '',
    from: todayIn(timeZone),
  });
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const canBlock = useMay('bookings.block');
  const remove = useRemoveBlock();
  const { list, grid, firstPage } = useStaffList(staffBlocksQuery, filters, 'asc');
  const when = (v: string) => formatDateTime(v, timeZone);
  const columns = blockColumns(when, canBlock, remove, setMessage);
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        {canBlock && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {T.newBlock}
          </Button>
        )}
      </Stack>
      <BlockFilters venues={venues.data ?? []} filters={filters} onChange={setFilters} firstPage={firstPage} />
      <SuccessNotice message={message} onClose={() => setMessage(null)} />
      <RefusalAlert error={remove.error ?? list.error} />
      <ServerGrid label={T.title} columns={columns} {...grid} />
      {creating && (
        <NewBlockDialog
          onClose={() => setCreating(false)}
          onDone={(m) => {
            setCreating(false);
            setMessage(m);
          }}
        />
      )}
    </>
  );
}
