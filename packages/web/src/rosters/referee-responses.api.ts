import { queryOptions, useMutation } from '@tanstack/react-query';
import * as R from '@portal/domain/rosters/referee-responses.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { FRESH } from '../lib/freshness';

// An official's answers to their published games (decision 279), asked apart from spec 002's roster call.

export const refereeResponsesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['rosters', 'responses'],
    enabled,
    staleTime: FRESH.always,
    queryFn: async () => (await call(R.refereeResponses)).data,
  });

export const useRespond = () =>
  useMutation({
    mutationFn: async ({ id, ...body }: R.RespondBody & { id: number }) =>
      (await call(R.respondToGame, { params: { id }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rosters'] }),
  });
