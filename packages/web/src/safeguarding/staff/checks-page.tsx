import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CheckKindLabels, CheckStatusLabels, type CheckStatus } from '@portal/domain/safeguarding/checks';
import {
  CHECK_VIEWS,
  CheckViewLabels,
  SafeguardingTexts as T,
  type CheckView,
} from '@portal/domain/safeguarding/checks.messages';
import {
  CheckQuery,
  checkExport,
  EXPIRING_DAYS,
  type CheckRow,
} from '@portal/domain/safeguarding/checks.staff.contract';
import { formatDate, isoToDmy } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { useMay } from '../../lib/staff-me';
import { checksQuery } from '../safeguarding.api';

// /staff/safeguarding (issue 44, decisions 315, 317): the checks needing attention first — barred and cancelled,
// expired, waiting, due again, expiring soon — with the positions of trust each person holds, and the CSV.

type Filters = { q: string; view: CheckView; days: string };
const Filters = CheckQuery.pick({ q: true, view: true }).extend({ days: CheckQuery.shape.days });
const VIEWS = CHECK_VIEWS.map((v) => ({ value: v, text: CheckViewLabels[v] }));

const colour = (s: CheckStatus) =>
  s === 'verified' ? 'success' : s === 'pending' || s === 'not_provided' ? 'warning' : 'error';

const columnsIn = (timeZone: string): GridColDef<CheckRow>[] => [
  {
    field: 'name',
    headerName: T.columns.name,
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/staff/safeguarding/checks/${row.member_id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: T.columns.status,
    width: 190,
    renderCell: ({ row }) => <Chip size="small" color={colour(row.status)} label={CheckStatusLabels[row.status]} />,
  },
  {
    field: 'positions',
    headerName: T.columns.positions,
    flex: 1.3,
    minWidth: 180,
    sortable: false,
    valueGetter: (_v, r) => r.positions.join('\n'),
  },
  { field: 'state', headerName: T.columns.state, width: 70 },
  { field: 'number', headerName: T.columns.number, width: 130, sortable: false },
  {
    field: 'kind',
    headerName: T.columns.kind,
    width: 100,
    sortable: false,
    valueFormatter: (v: CheckRow['kind']) => CheckKindLabels[v],
  },
  {
    field: 'expires_on',
    headerName: T.columns.expiresOn,
    width: 105,
    valueFormatter: (v: string | null) => (v ? isoToDmy(v) : ''),
  },
  {
    field: 'checked_at',
    headerName: T.columns.checkedAt,
    width: 110,
    valueFormatter: (v: string | null) => (v ? formatDate(v, timeZone) : ''),
  },
  { field: 'note', headerName: T.columns.note, flex: 1, minWidth: 140, sortable: false },
];

export function ChecksPage() {
  const { timeZone } = useSettings();
  const [params, setParams] = useSearchParams();
  const mayChangeSettings = useMay('safeguarding.settings');
  const filters: Filters = {
    q: params.get('q') ?? '',
    view: (CHECK_VIEWS as readonly string[]).includes(params.get('view') ?? '')
      ? (params.get('view') as CheckView)
      : 'attention',
    days: params.get('days') ?? String(EXPIRING_DAYS.default),
  };
  const [exportError, setExportError] = useState<unknown>(null);
  const { list, query, grid, firstPage } = useStaffList(checksQuery, filters, 'asc');
  const search = (f: Filters) => {
    setParams({ q: f.q, view: f.view, days: String(f.days) }, { replace: true });
    firstPage();
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {mayChangeSettings && (
            <Button component={RouterLink} to="/staff/safeguarding/settings">
              {T.settingsLink}
            </Button>
          )}
          <CsvButton endpoint={checkExport} input={{ query }} filename="wwc-checks.csv" onError={setExportError} />
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {T.intro}
      </Typography>
      <CheckFilters initial={filters} onSearch={search} />
      <RefusalAlert error={exportError ?? list.error} onClose={() => setExportError(null)} />
      <Box
        sx={{ '& .MuiDataGrid-cell': { whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.4, py: 0.75 } }}
      >
        <ServerGrid
          label={T.title}
          columns={columnsIn(timeZone)}
          {...grid}
          getRowId={(r) => r.member_id}
          autoRowHeight
        />
      </Box>
    </>
  );
}

function CheckFilters({ initial, onSearch }: { initial: Filters; onSearch: (f: Filters) => void }) {
  const form = useZodForm(Filters, initial as never);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((v) => onSearch({ ...v, days: String(v.days) } as Filters))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <SelectInput name="view" label={T.show} options={VIEWS} size="small" sx={{ width: { xs: '100%', sm: 230 } }} />
        <TextInput name="q" label={T.search} size="small" sx={{ width: { xs: '100%', sm: 260 } }} />
        <TextInput name="days" label={T.days} size="small" digits={3} sx={{ width: 170 }} />
        <Button type="submit" variant="contained">
          {StaffTexts.search}
        </Button>
      </Box>
    </FormProvider>
  );
}
