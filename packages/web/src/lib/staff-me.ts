import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { staffMe } from '@portal/domain/staff/staff.contract';
import type { StaffMe } from '@portal/domain/staff/staff.contract';
import type { StaffAction } from '@portal/domain/staff/permissions';
import { call } from './api-client';
import { FRESH } from './freshness';

// Who the signed-in staff member is and what their roles allow (GET /api/staff/me): the gate asks it before the
// back-office loads, and every page reads it to hide what the roles cannot use (the server refuses it anyway).

export const staffMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['staff', 'me', token],
    queryFn: async () => (await call(staffMe)).data,
    enabled: Boolean(token),
    staleTime: FRESH.minute,
    retry: false,
  });

export const StaffMeContext = createContext<StaffMe | null>(null);

/** The staff member of the back-office being shown. */
export function useStaffMe(): StaffMe {
  const me = useContext(StaffMeContext);
  if (!me) throw new Error('useStaffMe outside the back-office');
  return me;
}

/** Whether the signed-in staff member's roles allow `action` (decision 160: the table in domain). */
export function useMay(action: StaffAction): boolean {
  return useStaffMe().actions.includes(action);
}
