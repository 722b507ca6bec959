import { useMutation } from '@tanstack/react-query';
import { enterQueue, queuePlace, type QueueState } from '@portal/domain/shared/queue.contract';
import { call } from '../lib/api-client';

// The fair queue's calls (docs/decisions/346): the place (or pass) rides in an httpOnly cookie the server sets.

/** Take a place for `to`, or keep the place or pass this browser holds. */
export const enterQueueFor = async (to: string): Promise<QueueState> => (await call(enterQueue, { body: { to } })).data;

/** The waiting page's poll. */
export const askPlace = async (): Promise<QueueState> => (await call(queuePlace)).data;

export const useEnterQueue = () => useMutation({ mutationFn: enterQueueFor });
