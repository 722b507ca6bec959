import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import * as C from '@portal/domain/messaging/messaging.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's messaging calls (issue 43 items 1 and 6, decisions 309 and 310).

const KEY = ['staff', 'messages'] as const;
export const messageListQuery = staffListQuery([...KEY, 'list'], C.messageList);
export const audienceOptionsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'options'], queryFn: async () => (await call(C.audienceOptions)).data });
export const messageQuery = (messageId: number) =>
  queryOptions({
    queryKey: [...KEY, messageId],
    queryFn: async () => (await call(C.messageDetail, { params: { messageId } })).data,
  });
export const deliveriesQuery = (messageId: number) => (query: z.input<typeof C.DeliveryQuery>) =>
  queryOptions({
    queryKey: [...KEY, messageId, 'deliveries', query],
    queryFn: async () => (await call(C.deliveryList, { params: { messageId }, query })).data,
    placeholderData: keepPreviousData,
  });
export const previewQuery = (body: z.input<typeof C.PreviewBody> | null) =>
  queryOptions({
    queryKey: [...KEY, 'preview', body],
    queryFn: async () => (await call(C.previewMessage, { body: body! })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

const reload = () => queryClient.invalidateQueries({ queryKey: KEY });
export const useSendMessage = () =>
  useMutation({
    mutationFn: async (body: z.input<typeof C.SendBody>) => (await call(C.sendMessage, { body })).data,
    onSuccess: reload,
  });
export const useCancelMessage = () =>
  useMutation({
    mutationFn: async (messageId: number) => (await call(C.cancelMessage, { params: { messageId } })).data,
    onSuccess: reload,
  });
export const useUploadAttachment = () =>
  useMutation({ mutationFn: async (file: File) => (await call(C.uploadAttachment, { body: { file } })).data });
