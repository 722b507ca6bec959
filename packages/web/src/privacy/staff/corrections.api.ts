import { queryOptions, useMutation } from '@tanstack/react-query';
import { answerCorrection, staffCorrections, type AnswerBody } from '@portal/domain/privacy/corrections.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The staff queue of requests to correct (docs/decisions/323).

export const correctionsQuery = (status: 'open' | 'answered') =>
  queryOptions({
    queryKey: ['staff', 'privacy', 'corrections', status],
    queryFn: async () => (await call(staffCorrections, { query: { status } })).data.corrections,
  });

export const useAnswerCorrection = (id: number) =>
  useMutation({
    mutationFn: async (body: AnswerBody) => (await call(answerCorrection, { params: { id }, body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'privacy', 'corrections'] }),
  });
