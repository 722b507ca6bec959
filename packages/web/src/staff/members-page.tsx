import { useMemo, useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { isoToDmy } from '@portal/domain/shared/time';
import { memberExport, type MemberListRow } from '@portal/domain/staff/member-records.contract';
import { readsOf, type MemberField } from '@portal/domain/staff/member-reads';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { CsvButton } from '../components/staff/csv-button';
import { MemberSearchForm, type MemberFilters } from './components/member-search-form';
import { RefusalAlert } from '../components/staff/refusal-alert';
import { ServerGrid } from '../components/staff/server-grid';
import { useStaffList } from '../components/staff/use-staff-list';
import { memberSearchQuery } from './members.api';
import { useStaffMe } from '../lib/staff-me';

const COLUMNS: GridColDef<MemberListRow>[] = [
  { field: 'id', headerName: 'No.', width: 64 },
  {
    field: 'lastname',
    headerName: 'Name',
    flex: 1,
    minWidth: 135,
    valueGetter: (_v, m) => `${m.lastname}, ${m.firstname}`,
  },
  { field: 'username', headerName: 'Username', flex: 1, minWidth: 110 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 135 },
  { field: 'mobile', headerName: 'Mobile', width: 108, sortable: false },
  { field: 'dob', headerName: 'Born', width: 104, valueFormatter: (v: string | null) => (v ? isoToDmy(v) : '') },
  {
    field: 'state',
    headerName: 'Account',
    width: 95,
    sortable: false,
    renderCell: ({ value }) =>
      value === 'active' ? (
        'Active'
      ) : (
        <Chip size="small" color="warning" label={value === 'merged' ? 'Merged' : 'Deactivated'} />
      ),
  },
];

/**
 * /staff/members: members by name, username, email, mobile or member number; a row opens the member's record. The
 * search answers only the people and fields the staff member's roles read (decision 264): the grid shows those columns.
 */
export function MembersPage() {
  const { roles } = useStaffMe();
  const columns = useMemo(() => {
    const { fields } = readsOf(roles);
    return COLUMNS.filter((c) => c.field === 'state' || fields.has(c.field as MemberField));
  }, [roles]);
  const [params, setParams] = useSearchParams();
  const filters: MemberFilters = {
    q: params.get('q') ?? '',
    state: (params.get('state') ?? '') as MemberFilters['state'],
  };
  const [exportError, setExportError] = useState<unknown>(null);
  const navigate = useNavigate();
  const { list, query, grid, firstPage } = useStaffList(memberSearchQuery, filters, 'asc');
  const search = (f: MemberFilters) => {
    setParams(Object.fromEntries(Object.entries(f).filter(([, v]) => v)), { replace: true });
    firstPage();
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.members}
        </Typography>
        <CsvButton endpoint={memberExport} input={{ query }} filename="members.csv" onError={setExportError} />
      </Stack>
      <MemberSearchForm initial={filters} onSearch={search} />
      <RefusalAlert error={exportError ?? list.error} onClose={() => setExportError(null)} />
      <ServerGrid
        label={T.members}
        columns={columns}
        {...grid}
        onRowClick={(m) => void navigate(`/staff/members/${m.id}`)}
      />
    </>
  );
}
