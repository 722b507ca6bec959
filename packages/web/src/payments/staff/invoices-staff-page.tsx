import { useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import { staffInvoicesExport, type StaffInvoiceRow } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import { useMay } from '../../lib/staff-me';
import { useUrlFilter } from '../../lib/url-filter';
import { CsvButton } from '../../components/staff/csv-button';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { staffInvoicesQuery, type InvoiceListInput } from './money-staff.api';
import { NewInvoiceDialog } from './new-invoice-dialog';

const money = (v: number) => formatCents(v);
const columns: GridColDef<StaffInvoiceRow>[] = [
  { field: 'id', headerName: T.columns.id, width: 64 },
  { field: 'owner', headerName: T.columns.owner, flex: 1, minWidth: 130 },
  { field: 'description', headerName: T.columns.description, flex: 1.3, minWidth: 140, sortable: false },
  // an overdue invoice says so beside its due day (issue 40), not only under the Overdue filter
  {
    field: 'due_on',
    headerName: T.columns.due,
    width: 190,
    renderCell: ({ row }) => (
      <>
        {isoToDmy(row.due_on)}
        {row.overdue && (
          <Chip size="small" color="error" variant="outlined" label={T.states.overdue} sx={{ ml: 0.5 }} />
        )}
      </>
    ),
  },
  {
    field: 'amount_cents',
    headerName: T.columns.amount,
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: money,
  },
  {
    field: 'owing_cents',
    headerName: T.columns.owing,
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: money,
  },
];

type State = NonNullable<InvoiceListInput['state']>;

/** /staff/invoices: invoices with what each still owes, filtered, paged and sorted on the server; a row opens it. */
export function InvoicesStaffPage() {
  const [state, setState] = useUrlFilter('state', Object.keys(T.states).filter(Boolean) as State[]); // the home's card links here filtered (decision 277)
  const [filters, setFilters] = useState<{ q: string }>({ q: '' });
  const [exportError, setExportError] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const canWrite = useMay('invoices.write');
  const { list, query, grid, firstPage } = useStaffList(staffInvoicesQuery, { ...filters, state }, 'desc');
  const filter = (f: Partial<typeof filters & { state: State }>) => {
    const { state: next, ...rest } = f;
    if (next !== undefined) setState(next);
    setFilters({ ...filters, ...rest });
    firstPage();
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {T.invoices}
        </Typography>
        <Stack direction="row" spacing={1}>
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {T.newInvoice}
            </Button>
          )}
          <CsvButton
            endpoint={staffInvoicesExport}
            input={{ query }}
            filename="invoices.csv"
            onError={setExportError}
          />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          label={T.searchLabel}
          size="small"
          value={filters.q}
          onChange={(e) => filter({ q: e.target.value })}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          label={T.state}
          size="small"
          value={state}
          onChange={(e) => filter({ state: e.target.value as State })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {(Object.keys(T.states) as State[]).map((s) => (
            <MenuItem key={s} value={s}>
              {T.states[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <RefusalAlert error={exportError ?? list.error} onClose={() => setExportError(null)} />
      <ServerGrid
        label={T.invoices}
        columns={columns}
        {...grid}
        onRowClick={(r) => void navigate(`/staff/invoices/${r.id}`)}
      />
      {creating && (
        <NewInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(`/staff/invoices/${id}`)}
        />
      )}
    </>
  );
}
