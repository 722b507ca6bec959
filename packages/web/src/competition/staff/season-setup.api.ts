import { queryOptions, useMutation } from '@tanstack/react-query';
import * as S from '@portal/domain/competition/season-setup.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// Season setup's calls (decision 185): each change answers a message, then the season's data loads again.

export type SeasonListInput = z.input<typeof S.SeasonListQuery>;

export const seasonsQuery = staffListQuery(['staff', 'seasons', 'list'], S.staffSeasons);

export const seasonSetupQuery = (seasonId: number) =>
  queryOptions({
    queryKey: ['staff', 'seasons', 'setup', seasonId],
    queryFn: async () => (await call(S.seasonSetup, { params: { seasonId } })).data,
  });

export const courtsQuery = () =>
  queryOptions({ queryKey: ['staff', 'courts'], queryFn: async () => (await call(S.staffCourts)).data });

/** A setup change: its answer's message; the seasons and courts load again. */
function useSetupChange<I>(send: (input: I) => Promise<{ data: { message: string } }>) {
  return useMutation({
    mutationFn: async (input: I) => (await send(input)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

type Id<K extends string> = Record<K, number>;
export const useCreateSeason = () =>
  useMutation({
    mutationFn: async (body: z.input<typeof S.NewSeasonBody>) => (await call(S.createSeason, { body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
export const useSaveSeason = () =>
  useSetupChange((i: Id<'seasonId'> & { body: z.input<typeof S.SeasonBody> }) =>
    call(S.saveSeason, { params: { seasonId: i.seasonId }, body: i.body }),
  );
export const useAddException = () =>
  useSetupChange((i: Id<'seasonId'> & { body: z.input<typeof S.ExceptionBody> }) =>
    call(S.addException, { params: { seasonId: i.seasonId }, body: i.body }),
  );
export const useRemoveException = () =>
  useSetupChange((i: Id<'seasonId'> & { body: z.input<typeof S.RemoveExceptionBody> }) =>
    call(S.removeException, { params: { seasonId: i.seasonId }, body: i.body }),
  );
export const useAddGrade = () => useSetupChange((body: z.input<typeof S.GradeBody>) => call(S.addGrade, { body }));
export const useAddGroup = () =>
  useSetupChange((i: Id<'seasonId'> & { body: z.input<typeof S.GroupBody> }) =>
    call(S.addGroup, { params: { seasonId: i.seasonId }, body: i.body }),
  );
export const useAddDivision = () =>
  useSetupChange((i: Id<'seasonId'> & { body: z.input<typeof S.DivisionBody> }) =>
    call(S.addDivision, { params: { seasonId: i.seasonId }, body: i.body }),
  );
export const useSaveDivision = () =>
  useSetupChange((i: Id<'divisionId'> & { body: z.input<typeof S.DivisionBody> }) =>
    call(S.saveDivision, { params: { divisionId: i.divisionId }, body: i.body }),
  );
export const useAddTeams = () =>
  useSetupChange((i: Id<'divisionId'> & { body: z.input<typeof S.TeamsBody> }) =>
    call(S.addTeams, { params: { divisionId: i.divisionId }, body: i.body }),
  );
export const useSaveClubs = () =>
  useSetupChange((i: Id<'divisionId'> & { body: z.input<typeof S.ClubsBody> }) =>
    call(S.saveClubs, { params: { divisionId: i.divisionId }, body: i.body }),
  );
export const useAddCourt = () => useSetupChange((body: z.input<typeof S.CourtBody>) => call(S.addCourt, { body }));
export const useSaveSlots = () =>
  useSetupChange((i: Id<'courtId'> & { body: z.input<typeof S.SlotsBody> }) =>
    call(S.saveSlots, { params: { courtId: i.courtId }, body: i.body }),
  );
