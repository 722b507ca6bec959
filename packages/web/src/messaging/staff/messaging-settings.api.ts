import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  messagingSettings,
  saveMessagingSettings,
  type MessagingSettings,
} from '@portal/domain/messaging/settings.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The association's messaging settings (decision 314).

export const messagingSettingsQuery = queryOptions({
  queryKey: ['staff', 'messaging-settings'],
  queryFn: async () => (await call(messagingSettings, {})).data,
});

export function useSaveMessagingSettings() {
  return useMutation({
    mutationFn: async (body: MessagingSettings) => (await call(saveMessagingSettings, { body })).data.message,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'messaging-settings'] });
    },
  });
}
