import { queryOptions, useMutation } from '@tanstack/react-query';
import * as E from '@portal/domain/rosters/event-roster.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// Event roster calls of the back-office (docs/decisions/197); a change loads events and the open event again.

export const staffEventsQuery = () =>
  queryOptions({ queryKey: ['staff', 'events', 'list'], queryFn: async () => (await call(E.staffEvents)).data });
export const staffEventQuery = (eventId: number | null) =>
  queryOptions({
    queryKey: ['staff', 'events', 'one', eventId],
    enabled: eventId !== null,
    queryFn: async () => (await call(E.staffEvent, { params: { eventId: eventId! } })).data,
  });

const reload = () => queryClient.invalidateQueries({ queryKey: ['staff', 'events'] });

export const useCreateEvent = () =>
  useMutation({
    mutationFn: async (body: E.EventBody) => (await call(E.createEvent, { body })).data,
    onSuccess: reload,
  });
export const useAddEntry = () =>
  useMutation({
    mutationFn: async ({ eventId, body }: { eventId: number; body: E.EntryBody }) =>
      (await call(E.addEventEntry, { params: { eventId }, body })).data,
    onSuccess: reload,
  });
export const useCancelEntry = () =>
  useMutation({
    mutationFn: async (entryId: number) => (await call(E.cancelEventEntry, { params: { entryId } })).data,
    onSuccess: reload,
  });
export const useNotify = () =>
  useMutation({
    mutationFn: async (eventId: number) => (await call(E.notifyEventOfficials, { params: { eventId } })).data,
  });
