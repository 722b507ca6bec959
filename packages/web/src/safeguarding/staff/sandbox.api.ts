import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  decideSandboxCheck,
  sandboxSubmissions,
  type SandboxDecision,
} from '@portal/domain/safeguarding/sandbox.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The sandbox verifier's calls (decision 318).

export const sandboxQuery = queryOptions({
  queryKey: ['staff', 'safeguarding', 'sandbox'],
  queryFn: async () => (await call(sandboxSubmissions, {})).data,
});

export function useDecideSandboxCheck() {
  return useMutation({
    mutationFn: async (v: { checkId: number; status: SandboxDecision }) =>
      (await call(decideSandboxCheck, { params: { checkId: v.checkId }, body: { status: v.status } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'safeguarding'] });
    },
  });
}
