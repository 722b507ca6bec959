import { Box, Button, Link, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { formatDate } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { InvitationStaffTexts as T } from '@portal/domain/teams/teams.messages';
import { invitationList, InvitationQuery, type InvitationRow } from '@portal/domain/teams/teams.staff.contract';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { staffListQuery, useStaffList } from '../../components/staff/use-staff-list';

type Query = z.input<typeof InvitationQuery>;
const Filters = InvitationQuery.pick({ q: true, status: true });
type Filters = { q: string; status: NonNullable<Query['status']> };
const invitationsQuery = staffListQuery(['staff', 'invitations'], invitationList);
const STATUSES = Object.entries(T.statuses).map(([value, text]) => ({ value, text }));

const columnsIn = (timeZone: string): GridColDef<InvitationRow>[] => [
  {
    field: 'lastname',
    headerName: T.columns.name,
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, r) => `${r.lastname}, ${r.firstname}`,
  },
  { field: 'email', headerName: T.columns.email, flex: 1.3, minWidth: 160 },
  { field: 'team', headerName: T.columns.team, flex: 1, minWidth: 130 },
  { field: 'division', headerName: T.columns.division, flex: 1, minWidth: 120, sortable: false },
  { field: 'invited_by', headerName: T.columns.invitedBy, width: 110, sortable: false },
  {
    field: 'invited_at',
    headerName: T.columns.invitedAt,
    width: 110,
    valueFormatter: (v: string) => formatDate(v, timeZone),
  },
  {
    field: 'status',
    headerName: T.columns.status,
    width: 130,
    valueFormatter: (v: InvitationRow['status']) => T.statuses[v],
  },
  {
    field: 'member',
    headerName: T.columns.member,
    width: 120,
    sortable: false,
    renderCell: ({ row }) =>
      row.member ? (
        <Link component={RouterLink} to={`/staff/members/${row.member.id}`}>
          {row.member.username}
        </Link>
      ) : (
        ''
      ),
  },
];

/** /staff/invitations: the players managers entered by email (decision 154), open ones first shown. */
export function InvitationsPage() {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useSettings();
  const filters: Filters = {
    q: params.get('q') ?? '',
    status: (params.get('status') ?? 'invited') as Filters['status'],
  };
  const { list, grid, firstPage } = useStaffList(invitationsQuery, filters, 'desc');
  const search = (f: Filters) => {
    setParams({ q: f.q, status: f.status }, { replace: true });
    firstPage();
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <InvitationFilters initial={filters} onSearch={search} />
      <RefusalAlert error={list.error} />
      <ServerGrid label={T.title} columns={columnsIn(timeZone)} {...grid} />
    </>
  );
}

function InvitationFilters({ initial, onSearch }: { initial: Filters; onSearch: (f: Filters) => void }) {
  const form = useZodForm(Filters, initial);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((v) => onSearch(v as Filters))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextInput name="q" label={T.search} size="small" sx={{ width: { xs: '100%', sm: 320 } }} autoFocus />
        <SelectInput
          name="status"
          label={T.status}
          options={STATUSES}
          size="small"
          sx={{ width: 190 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <Button type="submit" variant="contained">
          {StaffTexts.search}
        </Button>
      </Box>
    </FormProvider>
  );
}
