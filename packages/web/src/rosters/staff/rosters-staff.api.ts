import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/rosters/rosters.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { FRESH } from '../../lib/freshness';

// The referee coordinator's calls (docs/decisions/195); every change loads the board again.

export const boardOptionsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'rosters', 'options'],
    queryFn: async () => (await call(C.refereeBoardOptions)).data,
    staleTime: FRESH.minutes,
  });

/** The board of a range; waits until asked (null), and keeps the board shown while the next one loads. */
export const refereeBoardQuery = (query: C.RefereeBoardQuery | null) =>
  queryOptions({
    queryKey: ['staff', 'rosters', 'board', query],
    enabled: query !== null,
    queryFn: async () => (await call(C.refereeBoard, { query: query! })).data,
    placeholderData: keepPreviousData,
  });

const reload = () => queryClient.invalidateQueries({ queryKey: ['staff', 'rosters', 'board'] });

export const useAssign = () =>
  useMutation({
    mutationFn: async (body: C.AssignBody) => (await call(C.assignOfficial, { body })).data,
    onSettled: reload,
  });
export const useUnassign = () =>
  useMutation({
    mutationFn: async (body: C.UnassignBody) => (await call(C.unassignOfficial, { body })).data,
    onSettled: reload,
  });
export const useSuggest = () =>
  useMutation({
    mutationFn: async (body: C.SuggestBody) => (await call(C.suggestOfficials, { body })).data,
    onSettled: reload,
  });
export const usePublish = () =>
  useMutation({
    mutationFn: async (body: C.PublishBody) => (await call(C.publishRoster, { body })).data,
    onSettled: reload,
  });
export const useSetSlots = () =>
  useMutation({
    mutationFn: async (body: C.RefereeSlotsBody) => (await call(C.setRefereeSlots, { body })).data,
    onSettled: reload,
  });
