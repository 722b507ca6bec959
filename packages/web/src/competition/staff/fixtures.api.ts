import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  previewFixture,
  publishedFixture,
  publishFixture,
  type FixtureBody,
  type PublishBody,
} from '@portal/domain/competition/fixtures.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// Fixture generation's calls (decision 186): a preview writes nothing; a publish changes the season.

/** The season's published fixture (a publish loads it again: it is under 'staff'). */
export const publishedFixtureQuery = (seasonId: number) =>
  queryOptions({
    queryKey: ['staff', 'fixtures', 'published', seasonId],
    queryFn: async () => (await call(publishedFixture, { params: { seasonId } })).data,
  });

export const usePreviewFixture = () =>
  useMutation({
    mutationFn: async ({ seasonId, body }: { seasonId: number; body: z.input<typeof FixtureBody> }) =>
      (await call(previewFixture, { params: { seasonId }, body })).data,
  });

export const usePublishFixture = () =>
  useMutation({
    mutationFn: async ({ seasonId, body }: { seasonId: number; body: z.input<typeof PublishBody> }) =>
      (await call(publishFixture, { params: { seasonId }, body })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
