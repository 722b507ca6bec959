import { queryOptions } from '@tanstack/react-query';
import { myLiveGames } from '@portal/domain/competition/live-score.contract';
import { call } from '../../lib/api-client';

// Apart from the scorer's calls, so the dashboard and the team page, which only link to scoring, load nothing more.

/** GET /api/live/mine: the games of today (and in progress) the signed-in member may score. */
export const myLiveGamesQuery = () =>
  queryOptions({
    queryKey: ['competition', 'live', 'mine'],
    queryFn: async () => (await call(myLiveGames)).data,
  });
