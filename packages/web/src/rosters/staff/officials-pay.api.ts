import { queryOptions, useMutation } from '@tanstack/react-query';
import * as B from '@portal/domain/rosters/bank-waiting.contract';
import * as P from '@portal/domain/rosters/officials-pay.contract';
import { call, callBlob } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// Officials' pay calls (docs/decisions/196); a change loads rates and runs again.

export const payRatesQuery = () =>
  queryOptions({ queryKey: ['staff', 'pay', 'rates'], queryFn: async () => (await call(P.payRates)).data });
export const payRunsQuery = () =>
  queryOptions({ queryKey: ['staff', 'pay', 'runs'], queryFn: async () => (await call(P.payRunList)).data });
export const payRunQuery = (runId: number | null) =>
  queryOptions({
    queryKey: ['staff', 'pay', 'run', runId],
    enabled: runId !== null,
    queryFn: async () => (await call(P.payRun, { params: { runId: runId! } })).data,
  });

export const bankWaitingQuery = () =>
  queryOptions({
    queryKey: ['staff', 'pay', 'waiting-for-bank'],
    queryFn: async () => (await call(B.officialsWaitingForBank)).data,
  });

const reload = () => queryClient.invalidateQueries({ queryKey: ['staff', 'pay'] });

export const useSetPayRate = () =>
  useMutation({
    mutationFn: async (body: P.SetPayRateBody) => (await call(P.setPayRate, { body })).data,
    onSuccess: reload,
  });
// a refused run (409: every game waits for bank details) still opened officials' EFT pages: the list loads again
export const useCreatePayRun = () =>
  useMutation({
    mutationFn: async (body: P.CreatePayRunBody) => (await call(P.createPayRun, { body })).data,
    onSettled: reload,
  });
export const useRemindBank = () =>
  useMutation({
    mutationFn: async (ids: number[]) => (await call(B.remindBank, { body: { member_ids: ids } })).data,
    onSettled: reload,
  });

/** Download a run's ABA file (the browser saves it as pay-run-N.aba). */
export const useDownloadAba = () =>
  useMutation({
    mutationFn: async ({ runId, body }: { runId: number; body: P.AbaExportBody }) => {
      const url = URL.createObjectURL(await callBlob(P.payRunAba, { params: { runId }, body }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `pay-run-${runId}.aba` });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    // a refused export (409: someone just exported it) reloads too, so the page shows who and asks a reason next time
    onSettled: reload,
  });
