import { queryOptions, useMutation } from '@tanstack/react-query';
import { auditTrail, grantRole, revokeRole, staffHome, staffRoles } from '@portal/domain/staff/staff.contract';
import type { AuditQuery, RoleChangeBody } from '@portal/domain/staff/staff.contract';
import type { z } from 'zod';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { staffListQuery } from '../components/staff/use-staff-list';

// The back-office's own calls: home, staff roles and the audit trail (decision 160, 163).

export type AuditQueryInput = z.input<typeof AuditQuery>;

export const homeQuery = () =>
  queryOptions({ queryKey: ['staff', 'home'], queryFn: async () => (await call(staffHome)).data });

export const rolesQuery = () =>
  queryOptions({ queryKey: ['staff', 'roles'], queryFn: async () => (await call(staffRoles)).data });

/** One page of the audit trail; the page shown stays while the next one loads. */
export const auditQuery = staffListQuery(['staff', 'audit'], auditTrail);

/** Grant or revoke a role; the roles and the audit trail load again. */
export function useChangeRole() {
  return useMutation({
    mutationFn: async ({ grant, body }: { grant: boolean; body: RoleChangeBody }) =>
      (await call(grant ? grantRole : revokeRole, { body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
