import { Button, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { SeasonSetup, SetupDivision } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T, WEEKDAY_NAMES } from '@portal/domain/competition/season-setup.messages';
import { formatCents } from '@portal/domain/shared/money';
import { StaffTexts } from '@portal/domain/staff/staff.messages';

/** The season's divisions: group, playing day, teams, price, capacity; each row can be edited or given teams. */
export function DivisionsGrid({
  setup,
  onEdit,
  onTeams,
  onClubs,
}: {
  setup: SeasonSetup;
  onEdit: (d: SetupDivision) => void;
  onTeams: (d: SetupDivision) => void;
  onClubs: (d: SetupDivision) => void;
}) {
  const groupName = (id: number | null) => setup.groups.find((g) => g.id === id)?.name ?? '';
  const columns: GridColDef<SetupDivision>[] = [
    { field: 'name', headerName: T.division, flex: 1.2, minWidth: 120 },
    {
      field: 'group_id',
      headerName: 'Group',
      flex: 1,
      minWidth: 110,
      valueFormatter: (v: number | null) => groupName(v),
    },
    {
      field: 'weekday',
      headerName: 'Day',
      width: 60,
      valueFormatter: (v: number) => WEEKDAY_NAMES[v]?.slice(0, 3) ?? '',
    },
    { field: 'teams', headerName: T.teams, width: 64, valueGetter: (_v, d) => d.teams.length },
    {
      field: 'price_cents',
      headerName: 'Price',
      width: 84,
      valueGetter: (_v, d) => (d.free ? 'Free' : formatCents(d.price_cents)),
    },
    {
      field: 'capacity',
      headerName: 'Places',
      width: 70,
      valueFormatter: (v: number | null) => (v === null ? '—' : String(v)),
    },
    {
      field: 'actions',
      headerName: '',
      width: 230,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" aria-label={`${T.editDivision} ${row.name}`} onClick={() => onEdit(row)}>
            Edit
          </Button>
          <Button size="small" aria-label={`${T.addTeams} ${row.name}`} onClick={() => onTeams(row)}>
            {T.addTeams}
          </Button>
          {row.teams.length > 0 && (
            <Button size="small" aria-label={`${T.clubs} ${row.name}`} onClick={() => onClubs(row)}>
              {T.clubs}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <DataGrid
      aria-label={T.divisions}
      autoHeight
      rows={setup.divisions}
      columns={columns}
      disableRowSelectionOnClick
      hideFooter
      density="compact"
      localeText={{ noRowsLabel: StaffTexts.noRows }}
    />
  );
}
