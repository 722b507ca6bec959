import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SeasonRow } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { SeasonDialog } from './season-dialog';
import { seasonsQuery } from './season-setup.api';

const day = (v: string | null) => (v ? isoToDmy(v) : '');
const columns: GridColDef<SeasonRow>[] = [
  { field: 'name', headerName: T.name, flex: 1, minWidth: 160 },
  { field: 'starts_on', headerName: T.startsOn, width: 110, valueFormatter: day },
  // a season without a last day says so: it has no fixture yet, and the public pages treat it as open-ended (decision 269)
  {
    field: 'ends_on',
    headerName: T.endsOn,
    width: 110,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? isoToDmy(v) : T.endsOnNotSet),
  },
  { field: 'divisions', headerName: T.divisions, width: 90, sortable: false },
  { field: 'teams', headerName: T.teams, width: 80, sortable: false },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    sortable: false,
    renderCell: ({ row }) =>
      row.archived ? (
        <Chip size="small" label="Archived" />
      ) : row.active ? (
        <Chip size="small" color="success" label="Active" />
      ) : (
        'Not active'
      ),
  },
];

/** /staff/seasons: every season, newest first; a row opens its setup; a new season may copy another's structure. */
export function SeasonsPage() {
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();
  const { list, grid } = useStaffList(seasonsQuery, {}, 'asc');
  const recent = useQuery(seasonsQuery({ page: 0, pageSize: 100 }));
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.seasons}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {T.newSeason}
        </Button>
      </Stack>
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <RefusalAlert error={list.error} />
      <ServerGrid
        label={T.seasons}
        columns={columns}
        {...grid}
        onRowClick={(s) => void navigate(`/staff/seasons/${s.id}`)}
      />
      {adding && (
        <SeasonDialog
          open
          copyable={recent.data?.rows ?? []}
          onClose={() => setAdding(false)}
          onDone={setDone}
          onCreated={(id, message) => void navigate(`/staff/seasons/${id}`, { state: { message } })}
        />
      )}
    </>
  );
}
