import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/import/import.contract';
import { staffSeasons } from '@portal/domain/competition/season-setup.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The import page's calls (issue 42, docs/decisions/302): the dry run (a multipart upload), the list of imports, one
// import polled while it runs, run and undo.

/** How often a running import is asked where it is. */
const POLL_MS = 1000;

export const importsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'imports', 'list'],
    queryFn: async () => (await call(C.importList)).data.imports,
  });

/** One import: its plan, the people of one action a page at a time, polled while the job runs. */
export const importQuery = (importId: number, query: { action?: C.PlanAction; page?: number } = {}) =>
  queryOptions({
    queryKey: ['staff', 'imports', importId, query],
    queryFn: async () => (await call(C.importDetail, { params: { importId }, query })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.import.status === 'running' ? POLL_MS : false),
  });

/** The seasons a file without a Season column can go to, newest first (the season setup's own list). */
export const seasonChoicesQuery = () =>
  queryOptions({
    queryKey: ['staff', 'seasons', 'list', { page: 0, pageSize: 100, sort: 'starts_on', order: 'desc' }],
    queryFn: async () =>
      (await call(staffSeasons, { query: { page: 0, pageSize: 100, sort: 'starts_on', order: 'desc', q: '' } })).data,
  });

const reload = async () => {
  await queryClient.invalidateQueries({ queryKey: ['staff', 'imports'] });
};

export interface PlanInput {
  file: File;
  season_id?: string;
  mapping?: Record<string, string>;
}

/** The dry run: the file goes up, the plan comes back (stored under its id; nothing written to people). */
export const usePlanImport = () =>
  useMutation({
    mutationFn: async ({ file, season_id, mapping }: PlanInput) =>
      (
        await call(C.planImport, {
          body: { file, season_id: season_id || undefined, mapping: mapping && JSON.stringify(mapping) },
        })
      ).data,
    onSuccess: reload,
  });

export const useRunImport = () =>
  useMutation({
    mutationFn: async ({ importId, decisions }: { importId: number; decisions: C.NearDecision[] }) =>
      (await call(C.runImport, { params: { importId }, body: { decisions } })).data,
    onSuccess: reload,
  });

export const useUndoImport = () =>
  useMutation({
    mutationFn: async (importId: number) => (await call(C.undoImport, { params: { importId } })).data,
    onSuccess: reload,
  });
