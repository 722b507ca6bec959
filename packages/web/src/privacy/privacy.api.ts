import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  downloadExport,
  privacyOverview,
  requestCorrection,
  requestExport,
  type CorrectionBody,
} from '@portal/domain/privacy/privacy.contract';
import { call, callBlob } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

// A person's own data (docs/decisions/322, 323): the page's overview, a download asked for, the file, a correction.

const KEY = ['privacy', 'overview'];

/** Read again every 5 s while a download is being made, so "Being made" turns to "Emailed to you" on its own. */
export const privacyQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async () => (await call(privacyOverview)).data,
    refetchInterval: (q) => (q.state.data?.exports.some((e) => e.status === 'pending') ? 5_000 : false),
  });

const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

export const useRequestExport = () =>
  useMutation({
    mutationFn: async (personId: number) => (await call(requestExport, { body: { person_id: personId } })).data,
    onSuccess: refresh,
  });

export const useRequestCorrection = () =>
  useMutation({
    mutationFn: async (body: CorrectionBody) => (await call(requestCorrection, { body })).data,
    onSuccess: refresh,
  });

/** The zip the mailed link names, fetched with the member's token and handed to the browser to save. */
export async function saveExport(token: string): Promise<void> {
  const blob = await callBlob(downloadExport, { params: { token } });
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: 'my-data.zip' }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
