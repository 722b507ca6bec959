import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  blockConflicts,
  createBlock,
  removeBlock,
  staffBlocks,
  type BlockBody,
  type BlockConflictsQuery,
  type BlockListQuery,
} from '@portal/domain/bookings/blocks.staff.contract';
import {
  saveCourtHours,
  saveTypeRates,
  venueSettings,
  type CourtHoursBody,
  type TypeRatesBody,
} from '@portal/domain/bookings/venues.staff.contract';
import {
  cancelBooking,
  staffBookings,
  type BookingListQuery,
  type CancelBookingBody,
} from '@portal/domain/bookings/bookings.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's court hire calls (docs/decisions/215). A cancellation also changes the member pages' day calendar.

export type BookingListInput = z.input<typeof BookingListQuery>;

export const staffBookingsQuery = staffListQuery(['staff', 'bookings', 'list'], staffBookings);

const reload = async () => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['staff'] }),
    queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  ]);
};

export const useCancelBooking = () =>
  useMutation({
    mutationFn: async ({ bookingId, body }: { bookingId: number; body: CancelBookingBody }) =>
      (await call(cancelBooking, { params: { bookingId }, body })).data,
    onSuccess: reload,
  });

export type BlockListInput = z.input<typeof BlockListQuery>;
export type ConflictsInput = z.input<typeof BlockConflictsQuery>;

export const staffBlocksQuery = staffListQuery(['staff', 'blocks', 'list'], staffBlocks);

export const blockConflictsQuery = (query: ConflictsInput) =>
  queryOptions({
    queryKey: ['staff', 'blocks', 'conflicts', query],
    queryFn: async () => (await call(blockConflicts, { query })).data,
  });

export const useCreateBlock = () =>
  useMutation({ mutationFn: async (body: BlockBody) => (await call(createBlock, { body })).data, onSuccess: reload });
export const useRemoveBlock = () =>
  useMutation({
    mutationFn: async (blockId: number) => (await call(removeBlock, { params: { blockId } })).data,
    onSuccess: reload,
  });

export const venueSettingsQuery = (venueId: number) =>
  queryOptions({
    queryKey: ['staff', 'venues', venueId],
    queryFn: async () => (await call(venueSettings, { params: { venueId } })).data,
  });

export const useSaveHours = () =>
  useMutation({
    mutationFn: async ({ courtId, body }: { courtId: number; body: CourtHoursBody }) =>
      (await call(saveCourtHours, { params: { courtId }, body })).data,
    onSuccess: reload,
  });
export const useSaveRates = () =>
  useMutation({
    mutationFn: async ({ typeId, body }: { typeId: number; body: TypeRatesBody }) =>
      (await call(saveTypeRates, { params: { typeId }, body })).data,
    onSuccess: reload,
  });
