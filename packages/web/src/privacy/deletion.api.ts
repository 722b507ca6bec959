import { queryOptions, useMutation } from '@tanstack/react-query';
import { confirmDeletion, deletionQueue, myDeletions, requestDeletion } from '@portal/domain/privacy/deletion.contract';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

// Closing an account, deleting a child's data (docs/decisions/324): the member's requests and the staff queue.

const MINE = ['privacy', 'deletions'];
const QUEUE = ['staff', 'privacy', 'deletions'];

export const myDeletionsQuery = () =>
  queryOptions({ queryKey: MINE, queryFn: async () => (await call(myDeletions)).data });

export const useRequestDeletion = () =>
  useMutation({
    mutationFn: async (personId: number) => (await call(requestDeletion, { body: { person_id: personId } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MINE }),
  });

export const deletionQueueQuery = () =>
  queryOptions({ queryKey: QUEUE, queryFn: async () => (await call(deletionQueue)).data });

export const useConfirmDeletion = () =>
  useMutation({
    mutationFn: async (id: number) => (await call(confirmDeletion, { params: { id } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUEUE }),
  });
