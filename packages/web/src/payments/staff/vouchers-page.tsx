import { useState } from 'react';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import type { GridColDef } from '@mui/x-data-grid';
import type { StaffVoucher } from '@portal/domain/payments/vouchers.staff.contract';
import { VoucherStaffTexts as T } from '@portal/domain/payments/vouchers.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import { useMay } from '../../lib/staff-me';
import { ReasonDialog } from '../../components/staff/reason-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { IssueVoucherDialog } from './issue-voucher-dialog';
import { staffVouchersQuery, useVoidVoucher, type VoucherListInput } from './vouchers-staff.api';

type Kind = NonNullable<VoucherListInput['kind']>;
type State = NonNullable<VoucherListInput['state']>;

function columns(onVoid: ((v: StaffVoucher) => void) | null): GridColDef<StaffVoucher>[] {
  const cols: GridColDef<StaffVoucher>[] = [
    { field: 'number', headerName: T.columns.number, flex: 1, minWidth: 130 },
    { field: 'pin', headerName: T.columns.pin, width: 70, sortable: false },
    { field: 'kind', headerName: T.columns.kind, width: 130, sortable: false, valueGetter: (_v, r) => T.kinds[r.kind] },
    {
      field: 'value_cents',
      headerName: T.columns.value,
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatCents(v),
    },
    {
      field: 'recipient',
      headerName: T.columns.recipient,
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, r) => r.recipient ?? T.anyone,
    },
    {
      field: 'valid_until',
      headerName: T.columns.until,
      width: 110,
      sortable: false,
      valueGetter: (_v, r) => (r.valid_until ? isoToDmy(r.valid_until) : T.noEnd),
    },
    {
      field: 'state',
      headerName: T.columns.state,
      width: 130,
      sortable: false,
      valueGetter: (_v, r) => `${T.states[r.state]}${r.order_id ? ` #${r.order_id}` : ''}`,
    },
  ];
  if (!onVoid) return cols;
  return [
    ...cols,
    {
      field: 'actions',
      headerName: T.columns.actions,
      width: 70,
      sortable: false,
      renderCell: ({ row }) =>
        row.state === 'unredeemed' || row.state === 'expired' ? (
          <IconButton aria-label={T.voidRow(row.number)} onClick={() => onVoid(row)} size="small">
            <BlockIcon fontSize="small" />
          </IconButton>
        ) : null,
    },
  ];
}

interface Filters {
  q: string;
  kind: Kind;
  state: State;
}

/** Search, kind and state over the vouchers. */
function VoucherFilters({ filters, onFilter }: { filters: Filters; onFilter: (f: Partial<Filters>) => void }) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={T.searchLabel}
        size="small"
        value={filters.q}
        onChange={(e) => onFilter({ q: e.target.value })}
        sx={{ width: 240 }}
      />
      <TextField
        select
        label={T.kind}
        size="small"
        value={filters.kind}
        onChange={(e) => onFilter({ kind: e.target.value as Kind })}
        sx={{ width: 210 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {(Object.keys(T.kinds) as Kind[]).map((k) => (
          <MenuItem key={k} value={k}>
            {T.kinds[k]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={T.state}
        size="small"
        value={filters.state}
        onChange={(e) => onFilter({ state: e.target.value as State })}
        sx={{ width: 190 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {(Object.keys(T.states) as State[]).map((s) => (
          <MenuItem key={s} value={s}>
            {T.states[s]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** /staff/vouchers: every voucher with whether it was redeemed; issue the association's own, void an unredeemed one (decision 240). */
export function VouchersPage() {
  const [filters, setFilters] = useState<Filters>({ q: '', kind: '', state: '' });
  const [issuing, setIssuing] = useState(false);
  const [voiding, setVoiding] = useState<StaffVoucher | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const canWrite = useMay('coupons.write');
  const voidMutation = useVoidVoucher();
  const { list, grid, firstPage } = useStaffList(staffVouchersQuery, filters, 'desc');
  const filter = (f: Partial<typeof filters>) => {
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
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setMessage(null);
              setIssuing(true);
            }}
          >
            {T.issue}
          </Button>
        )}
      </Stack>
      <SuccessNotice message={message} onClose={() => setMessage(null)} />
      <VoucherFilters filters={filters} onFilter={filter} />
      <RefusalAlert error={list.error} />
      <ServerGrid
        label={T.title}
        columns={columns(
          canWrite
            ? (v) => {
                setMessage(null);
                setVoiding(v);
              }
            : null,
        )}
        {...grid}
      />
      {issuing && (
        <IssueVoucherDialog
          onClose={() => setIssuing(false)}
          onIssued={(m) => {
            setIssuing(false);
            setMessage(m);
          }}
        />
      )}
      {voiding && (
        <ReasonDialog
          open
          title={T.voidTitle(voiding.number)}
          text={T.voidText(voiding.value_cents)}
          submitLabel={T.makeVoid}
          busy={voidMutation.isPending}
          onClose={() => setVoiding(null)}
          send={async (body) => {
            const r = await voidMutation.mutateAsync({ voucherId: voiding.id, body });
            setVoiding(null);
            setMessage(r.message);
          }}
        />
      )}
    </>
  );
}
