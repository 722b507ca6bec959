import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  createHireCourt,
  createVenue,
  saveHireCourt,
  saveVenue,
  staffVenues,
  type CourtBody,
  type NewCourtBody,
  type VenueBody,
} from '@portal/domain/bookings/hire-venues.staff.contract';
import {
  createCatalogueItem,
  saveCatalogueItem,
  type CatalogueBody,
  type CatalogueKind,
  type NewCatalogueBody,
} from '@portal/domain/bookings/hire-types.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The venue manager's venues, courts, sports, types and options for hire (docs/decisions/232, 233); a change reloads the back-office and the
// member court hire lists. The dialog closes on the server's answer; the page's lists reload behind it.

const reload = () => {
  void queryClient.invalidateQueries({ queryKey: ['staff'] });
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
};

export const staffVenuesQuery = queryOptions({
  queryKey: ['staff', 'venues', 'all'],
  queryFn: async () => (await call(staffVenues)).data,
});

export const useCreateVenue = () =>
  useMutation({ mutationFn: async (body: VenueBody) => (await call(createVenue, { body })).data, onSuccess: reload });
export const useSaveVenue = () =>
  useMutation({
    mutationFn: async ({ venueId, body }: { venueId: number; body: VenueBody }) =>
      (await call(saveVenue, { params: { venueId }, body })).data,
    onSuccess: reload,
  });
export const useCreateCourt = () =>
  useMutation({
    mutationFn: async ({ venueId, body }: { venueId: number; body: NewCourtBody }) =>
      (await call(createHireCourt, { params: { venueId }, body })).data,
    onSuccess: reload,
  });
export const useSaveCourt = () =>
  useMutation({
    mutationFn: async ({ courtId, body }: { courtId: number; body: CourtBody }) =>
      (await call(saveHireCourt, { params: { courtId }, body })).data,
    onSuccess: reload,
  });

export const useCreateCatalogueItem = () =>
  useMutation({
    mutationFn: async ({ venueId, body }: { venueId: number; body: NewCatalogueBody }) =>
      (await call(createCatalogueItem, { params: { venueId }, body })).data,
    onSuccess: reload,
  });
export const useSaveCatalogueItem = () =>
  useMutation({
    mutationFn: async ({ kind, itemId, body }: { kind: CatalogueKind; itemId: number; body: CatalogueBody }) =>
      (await call(saveCatalogueItem, { params: { kind, itemId }, body })).data,
    onSuccess: reload,
  });
