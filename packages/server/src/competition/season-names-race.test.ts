import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import { buildTestApp, type TestApp } from '../../test/harness';

// Two officers (or one in two tabs) add a season, or a division of a season, of one name at the same moment: both
// pass the check before the write, and the unique keys of migration 0044 keep one; the other is told the name is
// taken. PGlite runs one transaction at a time, so only PostgreSQL can race.
describe.skipIf(!process.env.TEST_DATABASE_URL)('one name, two writes at once (PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await t.asMember('compofficer01');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, token, payload });
  const season = { starts_on: '2028-01-08', ends_on: '2028-04-22', active: false, archived: false, copy_from: '' };
  const refusedOnName = (bodies: string[], message: string) =>
    expect(bodies.map((b) => JSON.parse(b)).filter((b) => b.errors)).toEqual([
      expect.objectContaining({ errors: { name: message } }),
    ]);

  it('keeps one season of a name, whatever the case, and tells the other officer', async () => {
    const answers = await Promise.all([
      post('/api/staff/seasons', { ...season, name: 'Race Summer' }),
      post('/api/staff/seasons', { ...season, name: 'race summer' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    refusedOnName(
      answers.map((r) => r.body),
      M.seasonNameTaken,
    );
    const list = (await t.request({ method: 'GET', url: '/api/staff/seasons?q=race%20summer', token })).json().data;
    expect(list.total).toBe(1);
  });

  it('keeps one division of a name in a season', async () => {
    const seasonId = (await post('/api/staff/seasons', { ...season, name: 'Race Winter' })).json().data
      .season_id as number;
    await post('/api/staff/grades', { name: 'Race Grade' });
    const setup = async () =>
      (await t.request({ method: 'GET', url: `/api/staff/seasons/${seasonId}`, token })).json().data;
    const grade = (await setup()).grades.find((g: { name: string }) => g.name === 'Race Grade');
    await post(`/api/staff/seasons/${seasonId}/groups`, { grade_id: grade.id, name: 'Race Group' });
    const groupId = (await setup()).groups[0].id as number;
    const division = (name: string) => ({
      name,
      note: '',
      sport: 'basketball',
      active: true,
      min_players: '5',
      max_players: '',
      capacity: '8',
      waitlist: false,
      price: '100.00',
      free: false,
      finals_qualification: '0',
      double_point_rounds: '',
      weekday: '6',
      uses_duty: false,
      players_gender: 'mixed',
      min_age: '',
      max_age: '',
      age_on: '',
      group_id: groupId,
    });
    const answers = await Promise.all([
      post(`/api/staff/seasons/${seasonId}/divisions`, division('Race A')),
      post(`/api/staff/seasons/${seasonId}/divisions`, division('RACE A')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    refusedOnName(
      answers.map((r) => r.body),
      M.divisionNameTaken,
    );
    expect((await setup()).divisions).toHaveLength(1);
  });
});
