import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';

// What the fixture and season API tests share: a staff member's JSON calls, and a new season built through the
// back-office's own calls (one group "Open" of the first grade, basketball divisions on Saturdays, their teams).

/** A staff member's calls: `post` as is; `data` GETs without a payload, POSTs with one, expects 200, answers `data`. */
export function staffCalls(t: () => TestApp, token: () => string) {
  const post = (url: string, payload: unknown) => t().request({ method: 'POST', url, token: token(), payload });
  const data = async (url: string, payload?: unknown) => {
    const r =
      payload === undefined ? await t().request({ method: 'GET', url, token: token() }) : await post(url, payload);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  return { post, data };
}

/** A division's entry terms as the season setup form sends them; each test names the division and may change a term. */
export const DIVISION_TERMS = {
  note: '',
  sport: 'basketball',
  active: true,
  min_players: 5,
  max_players: '',
  capacity: '',
  waitlist: false,
  price: '500',
  free: false,
  finals_qualification: 0,
  double_point_rounds: '',
  weekday: 6,
  uses_duty: false,
};

/** `n` team names, one a line, as the add-teams form takes them: "<prefix> 1" … */
export const teamNames = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join('\n');

export interface NewDivision {
  name: string;
  teams?: string;
  terms?: Partial<typeof DIVISION_TERMS>;
}

/** A new season with the group "Open" and these divisions (with their teams); answers its id and each division's id by name. */
export async function buildSeason(
  data: ReturnType<typeof staffCalls>['data'],
  season: { name: string; starts_on: string; ends_on: string; active: boolean },
  divisions: NewDivision[],
): Promise<{ seasonId: number; division: Record<string, number> }> {
  const seasonId = (await data('/api/staff/seasons', { ...season, archived: false, copy_from: '' }))
    .season_id as number;
  const setup = await data(`/api/staff/seasons/${seasonId}`);
  await data(`/api/staff/seasons/${seasonId}/groups`, { grade_id: setup.grades[0].id, name: 'Open' });
  const groupId = (await data(`/api/staff/seasons/${seasonId}`)).groups[0].id;
  for (const d of divisions)
    await data(`/api/staff/seasons/${seasonId}/divisions`, {
      ...DIVISION_TERMS,
      ...d.terms,
      group_id: groupId,
      name: d.name,
    });
  const made = (await data(`/api/staff/seasons/${seasonId}`)).divisions as { id: number; name: string }[];
  const division = Object.fromEntries(made.map((d) => [d.name, d.id]));
  for (const d of divisions)
    if (d.teams) await data(`/api/staff/divisions/${division[d.name]}/teams`, { names: d.teams });
  return { seasonId, division };
}
