import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  listMessages,
  preferences,
  readMessage,
  savePreferences,
  unsubscribe,
  unsubscribeInfo,
} from '@portal/domain/messaging/messaging.member.contract';
import type { Preferences } from '@portal/domain/messaging/preferences';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

// The member's Messages, their preferences and the unsubscribe link (docs/decisions/311, 312).

/** GET /api/member/messages: a page of the member's messages (`before`: the last id of the page before). */
export const messagesQuery = (before: number | undefined) =>
  queryOptions({
    queryKey: ['messaging', 'list', before ?? null],
    queryFn: async () => (await call(listMessages, { query: { before } })).data,
  });

/** GET /api/member/messages/:id: one message; opening it marks it read, so the list is read again. */
export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: ['messaging', 'message', id],
    queryFn: async () => {
      const data = (await call(readMessage, { params: { id } })).data;
      void queryClient.invalidateQueries({ queryKey: ['messaging', 'list'] });
      return data;
    },
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: ['messaging', 'preferences'],
    queryFn: async () => (await call(preferences)).data,
  });

export const useSavePreferences = () =>
  useMutation({
    mutationFn: async (prefs: Preferences) => (await call(savePreferences, { body: { preferences: prefs } })).data,
    onSuccess: (data) => queryClient.setQueryData(['messaging', 'preferences'], data),
  });

export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['messaging', 'unsubscribe', token],
    queryFn: async () => (await call(unsubscribeInfo, { params: { token } })).data,
    retry: false,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: async () => (await call(unsubscribe, { params: { token } })).data });
