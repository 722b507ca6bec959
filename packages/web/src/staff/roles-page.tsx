import { useState } from 'react';
import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { RoleChangeBody, StaffHolder } from '@portal/domain/staff/staff.contract';
import { StaffRoleLabels, StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { ConfirmDialog } from '../components/staff/confirm-dialog';
import { GrantRoleForm } from './components/grant-role-form';
import { PermissionTable } from './components/permission-table';
import { SuccessNotice } from '../components/staff/success-notice';
import { rolesQuery, useChangeRole } from './staff.api';

type Pending = { grant: boolean; body: RoleChangeBody } | null;

/**
 * /staff/roles: who holds which staff role; an administrator grants them to a member found by name and revokes them,
 * each after a confirmation; and what each role may do (decision 276).
 */
export function RolesPage() {
  const roles = useQuery(rolesQuery());
  const change = useChangeRole();
  const [pending, setPending] = useState<Pending>(null);
  const ask = (p: Pending) => {
    change.reset();
    setPending(p);
  };
  const confirm = () => {
    if (!pending) return;
    change.mutate(pending, { onSuccess: () => setPending(null) });
  };
  const columns: GridColDef<StaffHolder>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'username', headerName: 'Username', flex: 1, minWidth: 130 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 180 },
    {
      field: 'roles',
      headerName: 'Roles',
      flex: 2,
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
          {row.roles.map((r) => (
            <Box key={r} component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <Chip size="small" label={StaffRoleLabels[r]} variant="outlined" />
              <IconButton
                size="small"
                aria-label={`Revoke ${StaffRoleLabels[r]} from ${row.username}`}
                onClick={() => ask({ grant: false, body: { username: row.username, role: r } })}
              >
                <CloseIcon fontSize="inherit" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ),
    },
  ];
  const label = pending ? StaffRoleLabels[pending.body.role].toLowerCase() : '';
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.roles}
      </Typography>
      <GrantRoleForm onGrant={(body) => ask({ grant: true, body })} />
      <SuccessNotice message={change.isSuccess ? change.data.message : null} onClose={() => change.reset()} />
      {roles.isError && <ErrorAlert message={errorMessage(roles.error, T.loadFailed)} />}
      <DataGrid
        aria-label={T.roles}
        autoHeight
        loading={roles.isPending}
        rows={roles.data ?? []}
        columns={columns}
        getRowId={(r) => r.member_id}
        disableRowSelectionOnClick
        hideFooter
        density="compact"
        localeText={{ noRowsLabel: T.noRows }}
      />
      <PermissionTable />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.grant ? 'Grant a staff role' : 'Revoke a staff role'}
        text={
          pending
            ? `${pending.grant ? 'Grant' : 'Revoke'} ${label} ${pending.grant ? 'to' : 'from'} ${pending.body.username}? The change is kept in the audit trail.`
            : ''
        }
        action={pending?.grant ? 'Grant' : 'Revoke'}
        busy={change.isPending}
        error={change.error}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
