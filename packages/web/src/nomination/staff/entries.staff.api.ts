import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  acceptEntry,
  declineEntry,
  entrySeasons,
  placeEntry,
  regradeEntry,
  staffEntries,
} from '@portal/domain/nomination/entries.staff.contract';
import type {
  DeclineEntryBody,
  EntryDivisionBody,
  EntryListQuery,
} from '@portal/domain/nomination/entries.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's team entries (docs/decisions/206).

export type EntryListInput = z.input<typeof EntryListQuery>;

export const entrySeasonsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'entries', 'seasons'],
    queryFn: async () => (await call(entrySeasons, {})).data,
  });

export const staffEntriesQuery = staffListQuery(['staff', 'entries', 'list'], staffEntries);

const reload = async () => {
  await queryClient.invalidateQueries({ queryKey: ['staff'] });
};

/** One decision on an entry; the lists and the divisions' places reload after it. */
export type EntryDecision =
  | { verb: 'accept'; entryId: number }
  | { verb: 'decline'; entryId: number; body: DeclineEntryBody }
  | { verb: 'place' | 'regrade'; entryId: number; body: EntryDivisionBody };

async function decide(d: EntryDecision) {
  const params = { entryId: d.entryId };
  if (d.verb === 'accept') return (await call(acceptEntry, { params })).data;
  if (d.verb === 'decline') return (await call(declineEntry, { params, body: d.body })).data;
  return (await call(d.verb === 'place' ? placeEntry : regradeEntry, { params, body: d.body })).data;
}

export const useEntryDecision = () => useMutation({ mutationFn: decide, onSuccess: reload });
