import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { CourtRow } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T, WEEKDAY_NAMES } from '@portal/domain/competition/season-setup.messages';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { CourtDialog, SlotsDialog } from './court-dialogs';
import { courtsQuery } from './season-setup.api';

const slotsText = (c: CourtRow) =>
  c.slots.length === 0
    ? T.noSlots
    : c.slots.map((s) => `${WEEKDAY_NAMES[s.weekday]} ${s.starts.join(', ')} (${s.minutes} min)`).join('; ');

/** /staff/courts: every venue's courts and their game slots by weekday, which the fixture generator fills. */
export function CourtsPage() {
  const courts = useQuery(courtsQuery());
  const [adding, setAdding] = useState(false);
  const [slotsOf, setSlotsOf] = useState<CourtRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (m: string) => {
    setAdding(false);
    setSlotsOf(null);
    setDone(m);
  };
  const columns: GridColDef<CourtRow>[] = [
    { field: 'venue', headerName: T.venue, flex: 1, minWidth: 160 },
    { field: 'name', headerName: T.court, width: 90 },
    {
      field: 'slots',
      headerName: T.slots,
      flex: 2,
      minWidth: 220,
      sortable: false,
      valueGetter: (_v, c) => slotsText(c),
    },
    {
      field: 'actions',
      headerName: '',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" aria-label={`${T.setSlots} ${row.venue} ${row.name}`} onClick={() => setSlotsOf(row)}>
          {T.setSlots}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.courts}
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {T.addCourt}
        </Button>
      </Stack>
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <RefusalAlert error={courts.error} />
      <DataGrid
        aria-label={T.courts}
        autoHeight
        loading={courts.isPending}
        rows={courts.data?.courts ?? []}
        columns={columns}
        disableRowSelectionOnClick
        hideFooter
        density="compact"
        getRowHeight={() => 'auto'}
        localeText={{ noRowsLabel: StaffTexts.noRows }}
      />
      {adding && <CourtDialog venues={courts.data?.venues ?? []} onClose={() => setAdding(false)} onDone={finish} />}
      {slotsOf && <SlotsDialog court={slotsOf} onClose={() => setSlotsOf(null)} onDone={finish} />}
    </>
  );
}
