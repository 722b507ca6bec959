import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import { EligibilityMessages as EM } from '@portal/domain/competition/eligibility.messages';
import { ValidationMessages as V } from '@portal/domain/shared/messages';
import { PeriodMessages } from '@portal/domain/shared/period';
import { buildTestApp, type TestApp } from '../../test/harness';

// Season setup in the back-office (decision 185): compofficer01 builds a season; every change has its audit row;
// bad input is refused field by field and changes nothing.

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
const get = async (url: string) => {
  const r = await t.request({ method: 'GET', url, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const season = { name: 'Summer 2027', starts_on: '2027-01-09', ends_on: '2027-04-24', active: false, archived: false };
const auditRows = async (action: string) => {
  const r = await t.request({
    method: 'GET',
    url: `/api/staff/audit?action=${action}&pageSize=100`,
    token: await t.asMember('admin01'),
  });
  return r.json().data.rows as { entity_id: string; actor: string; before: unknown; after: unknown }[];
};

async function newSeason(name: string, copy_from: number | '' = '') {
  const r = await post('/api/staff/seasons', { ...season, name, copy_from });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { message: string; season_id: number };
}

describe('POST /api/staff/seasons', () => {
  it('creates a season, lists it with its counts, and writes its audit row in the trail', async () => {
    const made = await newSeason('Summer 2027');
    expect(made.message).toBe('Season Summer 2027 created.');
    const list = await get('/api/staff/seasons?q=Summer%202027');
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: made.season_id,
        name: 'Summer 2027',
        ends_on: '2027-04-24',
        divisions: 0,
        teams: 0,
      }),
    ]);
    expect((await auditRows('competition.season.create')).map((r) => [r.entity_id, r.actor])).toContainEqual([
      String(made.season_id),
      'compofficer01',
    ]);
  });

  it.each([
    [{ ends_on: '2027-01-01' }, 'ends_on', PeriodMessages.toBeforeFrom],
    [{ starts_on: '09/01/2027' }, 'starts_on', V.date],
    [{ name: '' }, 'name', V.required],
    [{ name: 'Summer 2027' }, 'name', M.seasonNameTaken],
    [{ name: 'Copy of nothing', copy_from: 999999 }, 'copy_from', M.copyNotFound],
  ])('refuses %j: %s says "%s" and writes nothing', async (change, field, message) => {
    const before = (await get('/api/staff/seasons')).total;
    const r = await post('/api/staff/seasons', { ...season, name: 'Other', copy_from: '', ...change });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[field]).toBe(message);
    expect((await get('/api/staff/seasons')).total).toBe(before);
  });
});

describe('a season built step by step', () => {
  let seasonId: number;
  let groupId: number;
  const division = {
    name: 'Open 7',
    note: '',
    sport: 'basketball',
    active: true,
    min_players: '5',
    max_players: '10',
    capacity: '8',
    waitlist: false,
    price: '650.50',
    free: false,
    finals_qualification: '50',
    double_point_rounds: '6, 3',
    weekday: '6',
    uses_duty: false,
    players_gender: 'women',
    min_age: '35',
    max_age: '',
    age_on: '2027-12-31', // decision 222: women of 35 or over
  };
  beforeAll(async () => {
    seasonId = (await newSeason('Step by step')).season_id;
    expect((await post('/api/staff/grades', { name: 'Veterans' })).statusCode).toBe(200);
    const grade = (await get(`/api/staff/seasons/${seasonId}`)).grades.find(
      (g: { name: string }) => g.name === 'Veterans',
    );
    expect(
      (await post(`/api/staff/seasons/${seasonId}/groups`, { grade_id: grade.id, name: 'Over 35s' })).json().data
        .message,
    ).toBe('Division group Over 35s added.');
    groupId = (await get(`/api/staff/seasons/${seasonId}`)).groups[0].id;
  });

  it('adds a division with its entry terms and fixture settings, then its teams in seeding order', async () => {
    const r = await post(`/api/staff/seasons/${seasonId}/divisions`, { ...division, group_id: groupId });
    expect(r.json().data.message).toBe('Division Open 7 saved.');
    const [d] = (await get(`/api/staff/seasons/${seasonId}`)).divisions;
    expect(d).toMatchObject({
      name: 'Open 7',
      group_id: groupId,
      price_cents: 65050,
      capacity: 8,
      min_players: 5,
      max_players: 10,
      double_point_rounds: [3, 6],
      weekday: 6,
      teams: [],
    });
    expect(d).toMatchObject({ players_gender: 'women', min_age: 35, max_age: null, age_on: '2027-12-31' });
    const teams = await post(`/api/staff/divisions/${d.id}/teams`, { names: 'Hawks\n\n Owls \nKites' });
    expect(teams.json().data.message).toBe('3 teams added to Open 7.');
    const again = await post(`/api/staff/divisions/${d.id}/teams`, { names: 'Robins\nowls' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.names).toBe(M.teamNameTaken('owls'));
    expect(
      (await get(`/api/staff/seasons/${seasonId}`)).divisions[0].teams.map((x: { name: string }) => x.name),
    ).toEqual(['Hawks', 'Owls', 'Kites']);
  });

  it.each([
    [{ max_players: '4' }, 'max_players', M.maxBelowMin],
    [{ price: 'free' }, 'price', M.priceFormat],
    [{ weekday: '7' }, 'weekday', V.numberBetween(0, 6)],
    [{ double_point_rounds: 'six' }, 'double_point_rounds', M.roundsFormat],
    [{ finals_qualification: '101' }, 'finals_qualification', V.numberBetween(0, 100)],
    [{ group_id: 1 }, 'group_id', M.groupNotFound],
    [{ min_age: '40', max_age: '30' }, 'max_age', EM.maxAgeBelowMin],
    [{ max_age: '17', age_on: '' }, 'age_on', EM.ageOnRequired],
    [{ players_gender: 'boys' }, 'players_gender', V.required],
  ])('refuses a division with %j', async (change, field, message) => {
    const r = await post(`/api/staff/seasons/${seasonId}/divisions`, {
      ...division,
      name: 'Refused',
      group_id: groupId,
      ...change,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[field]).toBe(message);
    expect((await get(`/api/staff/seasons/${seasonId}`)).divisions.map((d: { name: string }) => d.name)).not.toContain(
      'Refused',
    );
  });

  it("adds and removes exception dates, season-wide and a division's own range", async () => {
    const d = (await get(`/api/staff/seasons/${seasonId}`)).divisions[0];
    expect(
      (
        await post(`/api/staff/seasons/${seasonId}/exceptions`, {
          from: '2027-01-26',
          to: '',
          reason: 'Australia Day',
          division_id: '',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/api/staff/seasons/${seasonId}/exceptions`, {
          from: '2027-04-03',
          to: '2027-04-18',
          reason: 'School holidays',
          division_id: d.id,
        })
      ).statusCode,
    ).toBe(200);
    const dup = await post(`/api/staff/seasons/${seasonId}/exceptions`, {
      from: '2027-01-26',
      to: '',
      reason: '',
      division_id: '',
    });
    expect(dup.json().errors.from).toBe(M.exceptionTaken);
    const { exceptions } = await get(`/api/staff/seasons/${seasonId}`);
    expect(exceptions).toEqual([
      { id: expect.any(Number), division_id: null, from: '2027-01-26', to: '2027-01-26', reason: 'Australia Day' },
      { id: expect.any(Number), division_id: d.id, from: '2027-04-03', to: '2027-04-18', reason: 'School holidays' },
    ]);
    expect(
      (await post(`/api/staff/seasons/${seasonId}/exceptions/remove`, { id: exceptions[0].id, division_id: '' })).json()
        .data.message,
    ).toBe(M.exceptionRemoved);
    expect(
      (await post(`/api/staff/seasons/${seasonId}/exceptions/remove`, { id: exceptions[0].id, division_id: '' }))
        .statusCode,
    ).toBe(404);
  });

  it("copies the season's groups and divisions (no teams) into a new season in one step", async () => {
    const copy = await newSeason('Step by step again', seasonId);
    expect(copy.message).toBe('Season Step by step again created with 1 divisions copied.');
    const setup = await get(`/api/staff/seasons/${copy.season_id}`);
    expect(setup.groups.map((g: { name: string }) => g.name)).toEqual(['Over 35s']);
    expect(setup.divisions).toEqual([
      expect.objectContaining({
        name: 'Open 7',
        price_cents: 65050,
        double_point_rounds: [3, 6],
        teams: [],
        group_id: setup.groups[0].id,
      }),
    ]);
    expect(setup.divisions[0]).toMatchObject({ players_gender: 'women', min_age: 35, age_on: '2027-12-31' }); // same start year
  });
});

describe('courts and game slots', () => {
  it('adds a court and sets its Saturday slots; bad times are refused', async () => {
    const { venues } = await get('/api/staff/courts');
    expect((await post('/api/staff/courts', { venue_id: venues[0].id, name: 'Court 9' })).statusCode).toBe(200);
    const court = (await get('/api/staff/courts')).courts.find(
      (c: { name: string; venue_id: number }) => c.name === 'Court 9' && c.venue_id === venues[0].id,
    );
    const bad = await post(`/api/staff/courts/${court.id}/slots`, { weekday: '6', starts: '9am', minutes: '60' });
    expect(bad.json().errors.starts).toBe(M.timesFormat);
    expect(
      (await post(`/api/staff/courts/${court.id}/slots`, { weekday: '6', starts: '10:00, 09:00', minutes: '60' }))
        .statusCode,
    ).toBe(200);
    const saved = (await get('/api/staff/courts')).courts.find((c: { id: number }) => c.id === court.id);
    expect(saved.slots).toEqual([{ weekday: 6, starts: ['09:00', '10:00'], minutes: 60 }]);
    expect((await auditRows('competition.slots.save')).find((r) => r.entity_id === String(court.id))).toMatchObject({
      before: null,
      after: { weekday: 6, starts: ['09:00', '10:00'], minutes: 60 },
    });
  });
});
