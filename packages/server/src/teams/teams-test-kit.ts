import { eq } from 'drizzle-orm';
import type { MemberTeam, TeamGame } from '@portal/domain/teams/teams.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
/** Every demo account's password (../shared/CONTRACT.md). */
const DEMO_PASSWORD = 'Portal2026';
import { hashPassword } from '../accounts/accounts.service';
import { members } from '../platform/members.tables';
import { FREE_AGENTS } from './teams.seed';

// What the teams API tests share: a seeded app, the callers of the permission matrix, manager01's active team.

/** The callers every team call is tried as: manager01's team's manager, coach and a player; another team's player; nobody. */
export const CALLERS = ['manager01', 'coach01', 'player', 'member01', 'anonymous'] as const;
export type Caller = (typeof CALLERS)[number];

/** The Hawks player who signs in for the tests (demo players have no known password): the late joiner. */
export const PLAYER_USERNAME = 'freeagent08';

export interface TeamsKit {
  t: TestApp;
  token(caller: Caller): Promise<string | undefined>;
  post(url: string, payload: unknown, caller: Caller): ReturnType<TestApp['request']>;
  teams(caller?: Caller): Promise<MemberTeam[]>;
  /** manager01's team in the active season (Hornsby Hawks), as manager01 sees it now. */
  hawks(): Promise<MemberTeam>;
  games(): Promise<TeamGame[]>;
}

/** A player row for the add dialogs, as a confirmed entry row sends it. */
export const entry = (
  p: { firstname: string; lastname: string; dob: string },
  extra: Record<string, unknown> = {},
) => ({
  firstname: p.firstname,
  lastname: p.lastname,
  dob: p.dob.split('-').reverse().join('/'),
  gender: 'male',
  confirm: true,
  ...extra,
});
export { FREE_AGENTS };

export async function teamsKit(...build: Parameters<typeof buildTestApp>): Promise<TeamsKit> {
  const t = await buildTestApp(...build);
  await t.database.db
    .update(members)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(members.username, PLAYER_USERNAME));
  const tokens = new Map<Caller, string>();
  const token = async (caller: Caller) => {
    if (caller === 'anonymous') return undefined;
    if (!tokens.has(caller)) tokens.set(caller, await t.asMember(caller === 'player' ? PLAYER_USERNAME : caller));
    return tokens.get(caller);
  };
  const post = async (url: string, payload: unknown, caller: Caller) =>
    t.request({ method: 'POST', url, payload, token: await token(caller) });
  const teams = async (caller: Caller = 'manager01') =>
    (await t.request({ method: 'GET', url: '/api/member/teams', token: await token(caller) })).json()
      .data as MemberTeam[];
  const hawks = async () => (await teams()).find((x) => x.t_name === 'Hornsby Hawks' && !x.t_season_archived)!;
  const games = async () =>
    (await post('/api/member/teams/games', { teamTid: (await hawks()).t_id }, 'manager01')).json().data as TeamGame[];
  return { t, token, post, teams, hawks, games };
}
