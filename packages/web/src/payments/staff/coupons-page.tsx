import { useState } from 'react';
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import type { StaffCoupon } from '@portal/domain/payments/coupons.staff.contract';
import { CouponStaffTexts as T } from '@portal/domain/payments/coupons.staff.messages';
import { formatCents } from '@portal/domain/shared/money';
import { isoToDmy } from '@portal/domain/shared/time';
import { useMay } from '../../lib/staff-me';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { ServerGrid } from '../../components/staff/server-grid';
import { useStaffList } from '../../components/staff/use-staff-list';
import { SuccessNotice } from '../../components/staff/success-notice';
import { CouponDialog } from './coupon-dialog';
import { staffCouponsQuery } from './coupons-staff.api';

const windowOf = (c: StaffCoupon) => {
  if (!c.valid_from && !c.valid_until) return T.anyDay;
  return [c.valid_from && T.from(isoToDmy(c.valid_from)), c.valid_until && T.until(isoToDmy(c.valid_until))]
    .filter(Boolean)
    .join(' ');
};

function columns(onEdit: ((c: StaffCoupon) => void) | null): GridColDef<StaffCoupon>[] {
  const cols: GridColDef<StaffCoupon>[] = [
    { field: 'code', headerName: T.columns.code, flex: 1, minWidth: 150 },
    {
      field: 'value',
      headerName: T.columns.discount,
      width: 110,
      sortable: false,
      valueGetter: (_v, c) => (c.method === 'fixed' ? formatCents(c.value) : `${c.value}%`),
    },
    {
      field: 'valid_until',
      headerName: T.columns.window,
      flex: 1.2,
      minWidth: 170,
      valueGetter: (_v, c) => windowOf(c),
    },
    { field: 'uses', headerName: T.columns.uses, width: 100, valueGetter: (_v, c) => T.usesOf(c.uses, c.max_uses) },
    {
      field: 'max_uses_per_member',
      headerName: T.columns.perMember,
      width: 110,
      sortable: false,
      valueGetter: (_v, c) => c.max_uses_per_member ?? T.unlimited,
    },
    {
      field: 'state',
      headerName: T.columns.state,
      width: 120,
      sortable: false,
      valueGetter: (_v, c) => T.states[c.state],
    },
  ];
  if (!onEdit) return cols;
  return [
    ...cols,
    {
      field: 'actions',
      headerName: T.columns.actions,
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <IconButton aria-label={T.editRow(row.code)} onClick={() => onEdit(row)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

/** /staff/coupons: coupons with their uses so far, searched, paged and sorted on the server; add and edit (decision 239). */
export function CouponsPage() {
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<StaffCoupon | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const canWrite = useMay('coupons.write');
  const { list, grid, firstPage } = useStaffList(staffCouponsQuery, { q }, 'asc');
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
              setEditing('new');
            }}
          >
            {T.add}
          </Button>
        )}
      </Stack>
      <SuccessNotice message={message} onClose={() => setMessage(null)} />
      <TextField
        label={T.searchLabel}
        size="small"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          firstPage();
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 280 } }}
      />
      <RefusalAlert error={list.error} />
      <ServerGrid
        label={T.title}
        columns={columns(
          canWrite
            ? (c) => {
                setMessage(null);
                setEditing(c);
              }
            : null,
        )}
        {...grid}
      />
      {editing && (
        <CouponDialog
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(m) => {
            setEditing(null);
            setMessage(m);
          }}
        />
      )}
    </>
  );
}
