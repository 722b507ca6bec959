import type { LightMyRequestResponse } from 'fastify';
import type { RefereeSeason, RefereeVenue } from '@portal/domain/rosters/rosters.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { Config } from '../platform/config';

// What the roster API tests share: a seeded app, the demo accounts signed in, and the demo venues by role
// (rosters.seed.ts: the Saturday venue has published rosters ahead, the midweek venue none).

export const SATURDAY_VENUE = 'Hornsby Indoor Sports Centre';
export const MIDWEEK_VENUE = 'Thornleigh Brickpit Stadium';

export interface RostersKit {
  t: TestApp;
  as: Record<'referee01' | 'official01' | 'manager01' | 'member01', string>;
  seasonId: number;
  venue(name: string): number;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse>;
}

export async function rostersKit(overrides: Partial<Config> = {}): Promise<RostersKit> {
  const t = await buildTestApp(overrides);
  const [referee01, official01, manager01, member01] = await Promise.all(
    ['referee01', 'official01', 'manager01', 'member01'].map((u) => t.asMember(u)),
  );
  const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
  const post = (url: string, payload: unknown, token?: string) => t.request({ method: 'POST', url, payload, token });
  const seasons = (await get('/api/referee/seasons', referee01)).json().data as RefereeSeason[];
  const venues = (await get('/api/referee/venues', referee01)).json().data as RefereeVenue[];
  return {
    t,
    get,
    post,
    as: { referee01: referee01!, official01: official01!, manager01: manager01!, member01: member01! },
    seasonId: seasons.find((s) => s.active)!.season_id,
    venue: (name) => venues.find((v) => v.venue_name === name)!.venue_id,
  };
}
