import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLoginToken } from '@portal/domain/accounts/accounts.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { manager } from './registration.fixture';

let t: TestApp;
beforeAll(async () => {
  // Suburb, postcode and state are checked against the localities.
  t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } }, { localities: true });
});
afterAll(async () => {
  await t.close();
});

const netball = {
  action: 'register',
  username: 'newnetballer',
  password: 'Secret12',
  password_confirmation: 'Secret12',
  firstname: 'Nell',
  lastname: 'Shooter',
  dob: '01/02/2012',
  gender: 'female',
  email: 'parent@example.com.au',
  mobile: '0411111111',
  phone: '0299999999',
  address: '2 Main Street',
  suburb: 'WAHROONGA',
  postcode: '2076',
  state: 'NSW',
  ec_fullname: 'Pat Shooter',
  ec_mobile: '0422222222',
  agreed_to_terms: true,
  agreed_to_privacy: true,
  agreed_to_indemnity: true,
  np: true,
  sport: 'netball',
};

const register = (payload: unknown) => t.request({ method: 'POST', url: '/api/member/register', payload });
const memberCount = async () =>
  Number(
    ((await t.database.db.execute('select count(*)::int as n from members')) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );

describe('POST /api/member/register', () => {
  it('creates a basketball member, signs it in and stores every field', async () => {
    const res = await register(manager);
    expect(res.statusCode).toBe(200);
    const token = `Bearer ${readLoginToken(res.json()).access_token}`;
    const profile = (await t.request({ method: 'GET', url: '/api/member/user', token })).json().data;
    expect(profile).toMatchObject({
      username: 'newmanager1',
      firstname: 'Nadia',
      prefname: 'Nad',
      middlename: 'Jane',
      lastname: "O'Brien",
      dob: '21-06-1988',
      suburb: 'HORNSBY',
      workphone: '0298765432',
      ec_medical: 'Asthma',
      main_sport: 'basketball',
      countrybirth: 'NZ',
      statebirth: '',
      disabilitytype: '', // dependent answers cleared (spec 000 §4)
      agreed_to_indemnity: true, // equal to the privacy agreement (spec 000 §5)
    });
    expect(profile.sports.map((s: { value: string }) => s.value)).toEqual(['basketball']);
    expect(t.outbox.at(-1)).toMatchObject({ to: 'nadia@example.com.au' });
    expect(t.outbox.at(-1)!.text).toContain('newmanager1');
  });

  it('signs the new member back in with the chosen password', async () => {
    expect(await t.asMember('newmanager1', 'Secret12')).toMatch(/^Bearer /);
  });

  it('creates a netball member with the core fields only', async () => {
    const res = await register({ ...netball, workphone: '0200000000', countrybirth: 'AU', disability: 'yes' });
    expect(res.statusCode).toBe(200);
    const token = `Bearer ${readLoginToken(res.json()).access_token}`;
    const profile = (await t.request({ method: 'GET', url: '/api/member/user', token })).json().data;
    expect(profile).toMatchObject({
      main_sport: 'netball',
      gender: 'female',
      phone: '0299999999',
      workphone: '',
      countrybirth: '',
      disability: '',
    });
  });

  it('answers 409 for a taken username and creates nothing', async () => {
    const before = await memberCount();
    const res = await register({ ...manager, username: 'member01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'username_taken',
      errors: { username: 'The username has already been taken.' },
    });
    expect(await memberCount()).toBe(before);
  });

  it('answers the spec messages as field errors', async () => {
    const res = await register({
      ...manager,
      username: 'abc',
      password: 'abcdefgh',
      password_confirmation: 'x',
      dob: '40/01/2000',
      email: 'no',
      mobile: '04x',
      agreed_to_terms: false,
      countrybirth: 'AU',
      statebirth: '',
      disability: 'yes',
      disabilitytype: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      username: 'This field must be at least 6 characters',
      password: 'This field must contain at least 1 uppercase letter, 1 lowercase letter and 1 numeric character',
      password_confirmation: 'This field confirmation does not match password',
      dob: 'This field must be a valid date',
      email: 'This field must be a valid email',
      mobile: 'This field is number only',
      agreed_to_terms: 'This field is required',
      statebirth: 'This field is required',
      disabilitytype: 'This field is required',
    });
  });

  it('refuses an unknown country of birth', async () => {
    const res = await register({ ...manager, username: 'newmanager9', countrybirth: 'ZZ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ countrybirth: 'Please choose a country from the list' });
  });

  it('answers 4xx with field errors and changes nothing for bad input of every kind', async () => {
    const before = await memberCount();
    const long = 'x'.repeat(10_000);
    const cases: unknown[] = [
      {},
      { sport: 'basketball' },
      { ...manager, sport: 'cricket' },
      { ...manager, firstname: 42, dob: [] },
      { ...manager, username: long },
      { ...manager, address: long },
      { ...manager, ec_medical: long },
      { ...manager, password: long },
      { ...manager, username: "x'); DROP TABLE members;--" },
      { ...manager, firstname: "Robert'); DROP TABLE members;--" },
      { ...manager, lastname: '<img src=x onerror=alert(1)>' },
      { ...manager, suburb: '<script>alert(1)</script>' },
      { ...manager, agreed_to_terms: 'yes' },
      { ...netball, gender: 'male' },
      { ...netball, phone: '' },
    ];
    for (const payload of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await memberCount()).toBe(before);
  });
});

describe('site settings', () => {
  it('generates a unique username from first and last name and emails it', async () => {
    const auto = await buildTestApp({ site: { autoUsername: true } as never }, { localities: true });
    try {
      const body = { ...manager, username: undefined, firstname: 'Mia', lastname: 'Member' };
      const first = await auto.request({ method: 'POST', url: '/api/member/register', payload: body });
      const second = await auto.request({ method: 'POST', url: '/api/member/register', payload: body });
      expect(first.json().data.username).toBe('miamember');
      expect(second.json().data.username).toBe('miamember2');
      expect(auto.outbox.at(-1)!.text).toContain('miamember2');
      expect(await auto.asMember('miamember2', 'Secret12')).toMatch(/^Bearer /);
      // A case-only twin counts as taken (members_username_lower_key).
      await auto.database.db.execute("insert into members (username, password_hash) values ('ZedZulu', 'x')");
      const twin = await auto.request({
        method: 'POST',
        url: '/api/member/register',
        payload: { ...body, firstname: 'Zed', lastname: 'Zulu' },
      });
      expect(twin.json().data.username).toBe('zedzulu2');
    } finally {
      await auto.close();
    }
  });

  it('applies the minimum password length setting', async () => {
    const strict = await buildTestApp({ site: { minPasswordLength: 10 } as never }, { localities: true });
    try {
      const res = await strict.request({ method: 'POST', url: '/api/member/register', payload: manager });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: 'This field must be at least 10 characters' });
    } finally {
      await strict.close();
    }
  });
});
