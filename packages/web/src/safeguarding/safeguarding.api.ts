import { queryOptions, useMutation } from '@tanstack/react-query';
import { getMyCheck, saveMyCheck, type CheckEntryBody } from '@portal/domain/safeguarding/checks.contract';
import {
  checkDetail,
  checkList,
  recordResult,
  safeguardingSettings,
  saveSafeguardingSettings,
  type CheckResultBody,
  type SafeguardingSettings,
} from '@portal/domain/safeguarding/checks.staff.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { staffListQuery } from '../components/staff/use-staff-list';

// Working With Children Checks (issue 44, decisions 315, 317): the member's own, and the back-office's list, one
// check, a manual result and the settings.

export const myCheckQuery = queryOptions({
  queryKey: ['safeguarding', 'mine'],
  queryFn: async () => (await call(getMyCheck, {})).data,
});

export function useSaveMyCheck() {
  return useMutation({
    mutationFn: async (body: CheckEntryBody) => (await call(saveMyCheck, { body })).data,
    onSuccess: (data) => queryClient.setQueryData(myCheckQuery.queryKey, { asked: true, check: data.check }),
  });
}

const STAFF_KEY = ['staff', 'safeguarding'] as const;

export const checksQuery = staffListQuery([...STAFF_KEY, 'checks'], checkList);

export const checkQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'check', memberId],
    queryFn: async () => (await call(checkDetail, { params: { memberId } })).data,
  });

export function useRecordResult(memberId: number) {
  return useMutation({
    mutationFn: async (body: CheckResultBody) => (await call(recordResult, { params: { memberId }, body })).data,
    onSuccess: async (data) => {
      queryClient.setQueryData(checkQuery(memberId).queryKey, data.check);
      await queryClient.invalidateQueries({ queryKey: [...STAFF_KEY, 'checks'] });
    },
  });
}

export const settingsQuery = queryOptions({
  queryKey: [...STAFF_KEY, 'settings'],
  queryFn: async () => (await call(safeguardingSettings, {})).data,
});

export function useSaveSettings() {
  return useMutation({
    mutationFn: async (body: SafeguardingSettings) => (await call(saveSafeguardingSettings, { body })).data.message,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
    },
  });
}
